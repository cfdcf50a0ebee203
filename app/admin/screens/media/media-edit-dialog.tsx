import { useState, type FormEvent } from 'react'
import { Button } from '#app/admin/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/admin/ui/dialog.tsx'
import { Input } from '#app/admin/ui/input.tsx'
import { Textarea } from '#app/admin/ui/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/admin/shared/form-field.tsx'
import { MediaThumbnail } from './media-thumbnail.tsx'
import type { MediaItem } from '#app/modules/media/media.types.ts'
import { useUpdateMedia } from './use-media.ts'

function EditForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const t = useT()
  const [altText, setAltText] = useState(item.altText ?? '')
  const [caption, setCaption] = useState(item.caption ?? '')
  const update = useUpdateMedia(onDone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ id: item.id, altText, caption })
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="flex items-center gap-3">
        <MediaThumbnail item={item} className="size-16 shrink-0 rounded-md" />
        <p className="min-w-0 text-sm font-medium break-all">{item.name}</p>
      </div>
      <FormField id="media-alt-text" label={t('admin.media.editDialog.altText')}>
        {(control) => (
          <Input {...control} value={altText} onChange={(e) => setAltText(e.target.value)} maxLength={500} />
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

/** Alt text and caption of one file. */
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
