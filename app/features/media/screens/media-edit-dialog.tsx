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
import { Input } from '#app/ui/admin/input.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { MediaThumbnail } from './media-thumbnail.tsx'
import type { MediaItem } from '#app/features/media/media.types.ts'
import { useUpdateMedia } from './use-media.ts'
import { FEATURED_IMAGE_ALT_MAX, FEATURED_IMAGE_CREDIT_MAX } from '../media.schema.ts'

function EditForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const t = useT()
  const [altText, setAltText] = useState(item.altText ?? '')
  const [caption, setCaption] = useState(item.caption ?? '')
  const [credit, setCredit] = useState(item.credit ?? '')
  const update = useUpdateMedia(onDone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ id: item.id, altText, caption, credit })
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="flex items-center gap-3">
        <MediaThumbnail item={item} className="size-16 shrink-0 rounded-md" />
        <p className="min-w-0 text-sm font-medium break-all">{item.name}</p>
      </div>
      <FormField id="media-alt-text" label={t('admin.media.editDialog.altText')}>
        {(control) => (
          <Input
            {...control}
            value={altText}
            onChange={(e) => setAltText(e.target.value)}
            maxLength={FEATURED_IMAGE_ALT_MAX}
          />
        )}
      </FormField>
      <FormField id="media-caption" label={t('admin.media.editDialog.caption')}>
        {(control) => (
          <Textarea
            {...control}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            rows={3}
            maxLength={2000}
          />
        )}
      </FormField>
      <FormField id="media-credit" label={t('admin.media.editDialog.credit')} hint={t('admin.photo.creditHint')}>
        {(control) => (
          <Input
            {...control}
            value={credit}
            onChange={(e) => setCredit(e.target.value)}
            maxLength={FEATURED_IMAGE_CREDIT_MAX}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('admin.media.editDialog.submitting') : t('admin.media.editDialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Alt text, caption and credit of one file. */
export function MediaEditDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.media.editDialog.title')}</DialogTitle>
          <DialogDescription>{t('admin.media.editDialog.description')}</DialogDescription>
        </DialogHeader>
        {item ? <EditForm key={item.id} item={item} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
