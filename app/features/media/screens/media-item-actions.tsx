import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { Button, buttonVariants } from '#app/ui/admin/button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { MediaItem } from '#app/features/media/media.types.ts'

/** View (the file in a new tab), edit (alt text, caption) and delete. */
export function MediaItemActions({
  item,
  onEdit,
  onDelete,
}: {
  item: MediaItem
  onEdit: () => void
  onDelete: () => void
}) {
  const t = useT()
  return (
    <div className="flex justify-end gap-1">
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('admin.media.viewItem', { name: item.name })}
        title={t('admin.media.viewItem', { name: item.name })}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <ExternalLink aria-hidden />
      </a>
      <Button
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={t('admin.media.editItem', { name: item.name })}
        title={t('admin.media.editItem', { name: item.name })}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={t('admin.media.deleteItem', { name: item.name })}
        title={t('admin.media.deleteItem', { name: item.name })}
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  )
}
