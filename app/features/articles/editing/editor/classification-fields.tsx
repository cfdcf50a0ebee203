import { Controller } from 'react-hook-form'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { canPublish } from '#app/features/articles/article-rules.ts'
import { ARTICLE_STATUSES, type ArticleStatus } from '#db/schema/enums.ts'
import { flattenCategoryTree } from '#app/features/taxonomy/public.ts'
import type { AdminTag } from '#app/features/taxonomy/public.ts'
import { useCategories, useTags } from '#app/features/taxonomy/public.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { useStaffUser } from '#app/features/auth/public.ts'
import { EditorSection } from './editor-section.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/ui/admin/feedback.ts'

/** Category (sub-categories indented under their parents), status and the tag checklist. */
export function ClassificationFields({ form }: { form: ArticleForm }) {
  const t = useT()
  const { language } = useLanguage()
  const self = useStaffUser()
  const categories = useCategories()
  const { errors } = form.formState
  return (
    <EditorSection id="article-classification" title={t('admin.editor.section.classification')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="article-category"
          label={t('admin.editor.field.category')}
          error={fieldText(t, errors.categoryId?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                // the categories' names are the newsroom's data (a Greek name shows on the English screen)
                <div data-content>
                  <Select
                    value={field.value == null ? '' : String(field.value)}
                    onValueChange={field.onChange}
                    disabled={!categories.data}
                  >
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder={t('admin.editor.field.categoryPlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {flattenCategoryTree(categories.data ?? []).map(({ category, depth }) => (
                        <SelectItem
                          key={category.id}
                          value={String(category.id)}
                          className={depth ? 'pl-7' : 'font-medium'}
                        >
                          {categoryName(category, language)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              )}
            />
          )}
        </FormField>
        <FormField
          id="article-status"
          label={t('admin.editor.field.status')}
          error={fieldText(t, errors.status?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  value={field.value ?? 'draft'}
                  onValueChange={(value) => field.onChange(value as ArticleStatus)}
                >
                  <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ARTICLE_STATUSES.map((status) => (
                      <SelectItem
                        key={status}
                        value={status}
                        disabled={status === 'published' && !canPublish(self.role)}
                      >
                        {t(`admin.articleStatus.${status}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="tagIds"
        render={({ field }) => <TagChecklist value={(field.value ?? []).map(Number)} onChange={field.onChange} />}
      />
    </EditorSection>
  )
}

/** Every tag with a checkbox, in a box that scrolls past 8 rem. */
function TagChecklist({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const t = useT()
  const tags = useTags()
  const toggle = (tag: AdminTag, checked: boolean) =>
    onChange(checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium text-neutral-800">
        {t('admin.editor.field.tags')}
      </legend>
      <div className="max-h-32 overflow-y-auto rounded-md border border-neutral-300 p-3">
        {!tags.data ? (
          <Skeleton className="h-5 w-1/2" />
        ) : tags.data.length === 0 ? (
          <p className="text-sm text-neutral-500">{t('admin.editor.field.noTags')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {tags.data.map((tag) => (
              <li key={tag.id} className="flex items-center gap-2">
                <Checkbox
                  id={`article-tag-${tag.id}`}
                  checked={value.includes(tag.id)}
                  onCheckedChange={(checked) => toggle(tag, checked === true)}
                />
                <Label htmlFor={`article-tag-${tag.id}`} className="font-normal" data-content>
                  {tag.name}
                </Label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  )
}
