import { Card } from '#app/ui/admin/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { intlLocale } from '#app/i18n/language.ts'
import { formatFileSize } from './file-validation.ts'
import { MediaItemActions } from './media-item-actions.tsx'
import { MediaThumbnail } from './media-thumbnail.tsx'
import type { MediaItem } from '#app/features/media/media.types.ts'

interface ViewProps {
  items: MediaItem[]
  onEdit: (item: MediaItem) => void
  onDelete: (item: MediaItem) => void
}

/** 2, 4 or 6 columns by width. */
export function MediaGrid({ items, onEdit, onDelete }: ViewProps) {
  const t = useT()
  const { language } = useLanguage()
  const locale = intlLocale(language)
  return (
    <ul className="grid grid-cols-2 gap-3 p-4 md:grid-cols-4 xl:grid-cols-6" aria-label={t('admin.media.listLabel')}>
      {items.map((item) => (
        <li key={item.id} data-testid={`media-item-${item.id}`}>
          <Card className="flex h-full flex-col overflow-hidden">
            <MediaThumbnail item={item} className="aspect-square w-full" />
            <div className="flex flex-1 flex-col gap-1 p-2">
              <p className="truncate text-sm font-medium" title={item.name} data-content>
                {item.name}
              </p>
              <p className="text-xs text-neutral-500">
                {formatFileSize(item.size, locale)} · {formatDate(item.uploadedAt, language)}
              </p>
              <div className="mt-auto">
                <MediaItemActions item={item} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function MediaTable({ items, onEdit, onDelete }: ViewProps) {
  const t = useT()
  const { language } = useLanguage()
  const locale = intlLocale(language)
  return (
    <Table aria-label={t('admin.media.listLabel')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('admin.media.col.file')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('admin.media.col.type')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('admin.media.col.size')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('admin.media.col.uploaded')}</TableHead>
          <TableHead className="text-right">{t('admin.media.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid={`media-item-${item.id}`}>
            <TableCell className="w-full max-w-0">
              <div className="flex min-w-0 items-center gap-3">
                <MediaThumbnail item={item} className="size-10 shrink-0 rounded" />
                <div className="min-w-0">
                  <p className="truncate font-medium" title={item.name} data-content>
                    {item.name}
                  </p>
                  {item.width && item.height ? (
                    <p className="text-xs text-neutral-500">
                      {item.width} × {item.height}
                    </p>
                  ) : null}
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden sm:table-cell">{t(`admin.media.kind.${item.type}`)}</TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">
              {formatFileSize(item.size, locale)}
            </TableCell>
            <TableCell className="hidden text-sm whitespace-nowrap text-neutral-600 md:table-cell">
              {formatDate(item.uploadedAt, language)}
              {item.uploadedBy ? (
                <span className="block text-xs text-neutral-500">
                  {t('admin.media.uploadedBy', { name: `${item.uploadedBy.firstName} ${item.uploadedBy.lastName}` })}
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              <MediaItemActions item={item} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
