import { useState, type FormEvent } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { splitTagNames } from '#app/features/taxonomy/category.schema.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { useCreateTags } from './use-category-actions.ts'

function TagsForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const [text, setText] = useState('')
  const [empty, setEmpty] = useState(false)
  const create = useCreateTags(onDone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const names = splitTagNames(text)
    // if nothing is left, nothing is sent
    if (names.length === 0) return setEmpty(true)
    create.mutate(names)
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField
        id="tag-names"
        label={t('admin.tags.form.names')}
        hint={t('admin.tags.dialog.description')}
        error={empty ? t('admin.error.tag.namesRequired') : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setEmpty(false)
            }}
            placeholder={t('admin.tags.form.placeholder')}
            rows={3}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('admin.tags.form.submitting') : t('admin.tags.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Add Tags: comma-separated names; the input is cleared each time the dialog opens. */
export function TagsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.tags.dialog.title')}</DialogTitle>
          <DialogDescription>{t('admin.tags.dialog.description')}</DialogDescription>
        </DialogHeader>
        {open ? <TagsForm onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
