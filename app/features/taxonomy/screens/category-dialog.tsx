import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { CategoryInputSchema, type CategoryInput } from '#app/features/taxonomy/category.schema.ts'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { parentChoices } from './category-tree.ts'
import { ColorSwatches } from './color-swatches.tsx'
import type { AdminCategory } from '#app/features/taxonomy/category.types.ts'
import { useSaveCategory } from './use-category-actions.ts'
import { fieldText, serverFieldErrors } from '#app/ui/admin/feedback.ts'

type FormValues = z.input<typeof CategoryInputSchema>
const NO_PARENT = 'none'
const FIELDS = ['name', 'nameEn', 'description', 'descriptionEn', 'color', 'parentId', 'sortOrder'] as const

/** A new category: Red, main category, sort order 0. */
function formValues(category: AdminCategory | null): FormValues {
  return {
    name: category?.name ?? '',
    nameEn: category?.nameEn ?? '',
    description: category?.description ?? '',
    descriptionEn: category?.descriptionEn ?? '',
    color: category?.color ?? CATEGORY_COLORS[0].value,
    parentId: category?.parentId != null ? String(category.parentId) : NO_PARENT,
    sortOrder: category?.sortOrder ?? 0,
  }
}

function CategoryForm({
  editing,
  categories,
  onDone,
}: {
  editing: AdminCategory | null
  categories: AdminCategory[]
  onDone: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const form = useForm<FormValues, unknown, CategoryInput>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: formValues(editing),
  })
  const { errors } = form.formState
  const error = (message: string | undefined) => fieldText(t, message)
  const save = useSaveCategory(editing)
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: onDone,
      onError: (failure) => {
        for (const [field, message] of serverFieldErrors(t, failure, FIELDS)) form.setError(field, { message })
      },
    }),
  )
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="category-name" label={t('admin.categories.form.name')} error={error(errors.name?.message)}>
          {(control) => <Input {...control} {...form.register('name')} lang="el" maxLength={100} autoComplete="off" />}
        </FormField>
        <FormField
          id="category-name-en"
          label={t('admin.categories.form.nameEn')}
          error={error(errors.nameEn?.message)}
        >
          {(control) => (
            <Input {...control} {...form.register('nameEn')} lang="en" maxLength={100} autoComplete="off" />
          )}
        </FormField>
      </div>
      <FormField
        id="category-description"
        label={t('admin.categories.form.description')}
        error={error(errors.description?.message)}
      >
        {(control) => <Textarea {...control} {...form.register('description')} lang="el" rows={2} maxLength={500} />}
      </FormField>
      <FormField
        id="category-description-en"
        label={t('admin.categories.form.descriptionEn')}
        error={error(errors.descriptionEn?.message)}
      >
        {(control) => <Textarea {...control} {...form.register('descriptionEn')} lang="en" rows={2} maxLength={500} />}
      </FormField>
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <ColorSwatches
            name="category-color"
            legend={t('admin.categories.form.color')}
            value={field.value ?? CATEGORY_COLORS[0].value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="category-parent"
          label={t('admin.categories.form.parent')}
          error={error(errors.parentId?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="parentId"
              render={({ field }) => (
                <Select value={String(field.value ?? NO_PARENT)} onValueChange={field.onChange}>
                  <SelectTrigger {...control} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_PARENT}>{t('admin.categories.form.parentNone')}</SelectItem>
                    {parentChoices(categories, editing?.id ?? null).map((parent) => (
                      <SelectItem key={parent.id} value={String(parent.id)}>
                        {categoryName(parent, language)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id="category-sort-order"
          label={t('admin.categories.form.sortOrder')}
          hint={t('admin.categories.form.sortOrderHint')}
          error={error(errors.sortOrder?.message)}
        >
          {(control) => (
            <Input {...control} {...form.register('sortOrder')} type="number" step={1} inputMode="numeric" />
          )}
        </FormField>
      </div>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('admin.categories.form.submitting')
            : editing
              ? t('admin.categories.form.submitEdit')
              : t('admin.categories.form.submitCreate')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * One dialog creates or edits a category. Closing it (Cancel too) clears the form and
 * the edit target: the form is built anew each time it opens.
 */
export function CategoryDialog({
  open,
  editing,
  categories,
  onClose,
}: {
  open: boolean
  editing: AdminCategory | null
  categories: AdminCategory[]
  onClose: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {editing ? t('admin.categories.dialog.editTitle') : t('admin.categories.dialog.createTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? t('admin.categories.dialog.editDescription', { name: categoryName(editing, language) })
              : t('admin.categories.dialog.createDescription')}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CategoryForm key={editing?.id ?? 'new'} editing={editing} categories={categories} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
