import { LayoutGrid, List } from 'lucide-react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { SearchField } from '#app/ui/admin/search-field.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import {
  MEDIA_DATE_RANGES,
  MEDIA_TYPES,
  type MediaDateRange,
  type MediaTypeFilter,
} from '#app/features/media/media.schema.ts'
import { cn } from '#app/utils/cn.ts'
import type { MediaView } from './types.ts'

/** Type, date and file-name search (all sent to the server), and the grid/list switch. */
export function MediaFilters({
  type,
  date,
  search,
  view,
  onTypeChange,
  onDateChange,
  onSearchChange,
  onViewChange,
}: {
  type: MediaTypeFilter
  date: MediaDateRange
  search: string
  view: MediaView
  onTypeChange: (type: MediaTypeFilter) => void
  onDateChange: (date: MediaDateRange) => void
  onSearchChange: (search: string) => void
  onViewChange: (view: MediaView) => void
}) {
  const t = useT()
  const views = [
    { value: 'grid', label: t('admin.media.view.grid'), icon: LayoutGrid },
    { value: 'list', label: t('admin.media.view.list'), icon: List },
  ] as const
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-neutral-200 p-4 lg:flex-row">
      <SearchField
        value={search}
        onChange={onSearchChange}
        placeholder={t('admin.media.search')}
        label={t('admin.media.searchLabel')}
        className="flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Select value={type} onValueChange={(value) => onTypeChange(value as MediaTypeFilter)}>
          <SelectTrigger aria-label={t('admin.media.filter.type')} className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEDIA_TYPES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`admin.media.type.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={date} onValueChange={(value) => onDateChange(value as MediaDateRange)}>
          <SelectTrigger aria-label={t('admin.media.filter.date')} className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEDIA_DATE_RANGES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`admin.media.date.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div
          role="group"
          aria-label={t('admin.media.viewMode')}
          className="col-span-2 flex w-fit overflow-hidden rounded-md border border-neutral-300"
        >
          {views.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              aria-label={label}
              title={label}
              onClick={() => onViewChange(value)}
              className={cn(
                'flex size-10 items-center justify-center transition-colors focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
                view === value ? 'bg-neutral-900 text-white' : 'bg-white text-neutral-700 hover:bg-neutral-100',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
