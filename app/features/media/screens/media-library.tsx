import { ImageOff, Upload } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { MEDIA_PAGE_SIZE, type MediaDateRange, type MediaTypeFilter } from '#app/features/media/media.schema.ts'
import { ListPager } from '#app/ui/admin/list-pager.tsx'
import { pageRange } from '#app/ui/admin/page-range.ts'
import { useDebouncedValue } from '#app/ui/admin/use-debounced-value.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { MEDIA_MAX_FILES } from './file-validation.ts'
import { MediaEditDialog } from './media-edit-dialog.tsx'
import { MediaFilters } from './media-filters.tsx'
import { MediaUploadDialog } from './media-upload-dialog.tsx'
import { MediaGrid, MediaTable } from './media-views.tsx'
import type { MediaView } from './types.ts'
import type { MediaItem } from '#app/features/media/media.types.ts'
import { useDeleteMedia, useMediaList } from './use-media.ts'

/** The media library, on the server's files: filters, views, paging, upload, edit, delete. */
export function MediaLibrary() {
  const t = useT()
  const [type, setType] = useState<MediaTypeFilter>('all')
  const [date, setDate] = useState<MediaDateRange>('all')
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim())
  const [page, setPage] = useState({ offset: 0, key: '' })
  const filterKey = `${type}|${date}|${search}`
  // any filter change starts again from the first page
  const offset = page.key === filterKey ? page.offset : 0
  const [view, setView] = useState<MediaView>('grid')
  const [upload, setUpload] = useState<{ open: boolean; maxFiles: number }>({ open: false, maxFiles: MEDIA_MAX_FILES })
  const [editing, setEditing] = useState<MediaItem | null>(null)
  const list = useMediaList({ type, date, search, offset })
  const remove = useDeleteMedia()
  const data = list.data
  const filtered = type !== 'all' || date !== 'all' || search !== ''
  const goTo = (next: number) => setPage({ offset: Math.max(0, next), key: filterKey })
  // the last file of the last page was deleted: show the page before it
  if (data && data.items.length === 0 && data.total > 0 && offset > 0 && !list.isPlaceholderData) {
    goTo(Math.floor((data.total - 1) / MEDIA_PAGE_SIZE) * MEDIA_PAGE_SIZE)
  }
  const range = pageRange(offset, data?.items.length ?? 0, data?.total ?? 0)

  const confirmDelete = (item: MediaItem) => {
    if (window.confirm(t('admin.media.deleteConfirm', { name: item.name }))) remove.mutate(item)
  }

  return (
    <div data-testid="media-library">
      <PageHeader
        title={t('admin.media.title')}
        subtitle={t('admin.media.subtitle')}
        actions={
          <Button onClick={() => setUpload({ open: true, maxFiles: MEDIA_MAX_FILES })}>
            <Upload aria-hidden />
            {t('admin.media.upload')}
          </Button>
        }
      />
      <Card>
        <MediaFilters
          type={type}
          date={date}
          search={searchText}
          view={view}
          onTypeChange={setType}
          onDateChange={setDate}
          onSearchChange={setSearchText}
          onViewChange={setView}
        />
        {list.isError ? (
          <div className="p-4">
            <QueryError title={t('admin.media.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
          </div>
        ) : !data ? (
          <div
            className="grid grid-cols-2 gap-3 p-4 md:grid-cols-4 xl:grid-cols-6"
            aria-busy="true"
            aria-label={t('admin.common.loading')}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="aspect-square w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-16 text-center">
            <ImageOff className="size-12 text-neutral-300" aria-hidden />
            <p className="text-lg font-semibold text-neutral-800">{t('admin.media.empty')}</p>
            <p className="text-neutral-500">{filtered ? t('admin.media.emptyFiltered') : t('admin.media.emptyText')}</p>
            <Button className="mt-3" onClick={() => setUpload({ open: true, maxFiles: 1 })}>
              <Upload aria-hidden />
              {t('admin.media.uploadFirst')}
            </Button>
          </div>
        ) : (
          <>
            {view === 'grid' ? (
              <MediaGrid items={data.items} onEdit={setEditing} onDelete={confirmDelete} />
            ) : (
              <MediaTable items={data.items} onEdit={setEditing} onDelete={confirmDelete} />
            )}
            <ListPager
              label={t('admin.media.showing', { ...range, total: data.total })}
              hasPrevious={offset > 0}
              hasNext={offset + data.items.length < data.total}
              onPrevious={() => goTo(offset - MEDIA_PAGE_SIZE)}
              onNext={() => goTo(offset + MEDIA_PAGE_SIZE)}
            />
          </>
        )}
      </Card>
      <MediaUploadDialog
        open={upload.open}
        maxFiles={upload.maxFiles}
        onClose={() => setUpload((current) => ({ ...current, open: false }))}
      />
      <MediaEditDialog item={editing} onClose={() => setEditing(null)} />
    </div>
  )
}
