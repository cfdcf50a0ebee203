import { Images } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/admin/dialog.tsx'
import { SearchField } from '#app/ui/admin/search-field.tsx'
import { useDebouncedValue } from '#app/ui/admin/use-debounced-value.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { MediaItem } from '#app/features/media/public.ts'
import { MediaThumbnail } from '#app/features/media/public.ts'
import { useMediaList } from '#app/features/media/public.ts'

/** The library's images, newest first, searchable by file name; choosing one closes the dialog. */
function PickerList({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const t = useT()
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search)
  const list = useMediaList({ type: 'image', date: 'all', search: debounced, offset: 0 })
  const items = list.data?.items ?? []
  return (
    <div className="grid gap-3">
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('admin.media.search')}
        label={t('admin.media.searchLabel')}
      />
      {list.isError ? <p className="text-sm text-red-600">{t('admin.photo.pickerLoadFailed')}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('admin.photo.pickerEmpty')}</p>
      ) : null}
      <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3" data-testid="library-picker">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onChoose(item)}
              aria-label={t('admin.photo.choose', { name: item.name })}
              className="focus-visible:ring-brand grid w-full gap-1 rounded-md border border-neutral-200 p-1 text-left hover:border-neutral-400 focus-visible:ring-2 focus-visible:outline-none"
            >
              <MediaThumbnail item={item} className="aspect-video w-full rounded" />
              <span className="truncate text-xs text-neutral-700">{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Choose from library": a dialog of the media library's images for the featured image. */
export function LibraryImagePicker({
  onChoose,
  disabled,
}: {
  onChoose: (item: MediaItem) => void
  disabled?: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <Images aria-hidden />
        {t('admin.photo.fromLibrary')}
      </Button>
      <DialogContent closeLabel={t('admin.common.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('admin.photo.pickerTitle')}</DialogTitle>
          <DialogDescription>{t('admin.photo.pickerDescription')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <PickerList
            onChoose={(item) => {
              setOpen(false)
              onChoose(item)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
