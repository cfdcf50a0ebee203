import { Search } from 'lucide-react'
import { Input } from '#app/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { SUBSCRIPTION_STATUSES } from '#db/schema/enums.ts'
import type { SubscriptionStatusFilter } from './types.ts'

/** Search by e-mail (sent to the server once typing pauses) and the status filter. */
export function SubscriptionFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
}: {
  search: string
  status: SubscriptionStatusFilter
  onSearchChange: (search: string) => void
  onStatusChange: (status: SubscriptionStatusFilter) => void
}) {
  const t = useT()
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-neutral-200 p-4 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('admin.subscriptions.search')}
          aria-label={t('admin.subscriptions.searchLabel')}
          className="pl-9"
        />
      </div>
      <Select value={status} onValueChange={(next) => onStatusChange(next as SubscriptionStatusFilter)}>
        <SelectTrigger aria-label={t('admin.subscriptions.filter.label')} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('admin.subscriptions.filter.all')}</SelectItem>
          {SUBSCRIPTION_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {t(`admin.subscriptions.status.${value}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
