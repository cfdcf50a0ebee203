import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { SearchField } from '#app/ui/admin/search-field.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { SUBSCRIPTION_STATUSES } from '#db/schema/enums.ts'
import type { SubscriptionStatusFilter } from './types.ts'

/** Search by e-mail (sent to the server once typing pauses) and the status filter. */
export function SubscriptionFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
  showPending = false,
}: {
  /** `pending` (confirmed opt-in) is offered only while opt-in is on or pending rows exist */
  showPending?: boolean
  search: string
  status: SubscriptionStatusFilter
  onSearchChange: (search: string) => void
  onStatusChange: (status: SubscriptionStatusFilter) => void
}) {
  const t = useT()
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-neutral-200 p-4 sm:flex-row">
      <SearchField
        value={search}
        onChange={onSearchChange}
        placeholder={t('admin.subscriptions.search')}
        label={t('admin.subscriptions.searchLabel')}
        className="flex-1"
      />
      <Select value={status} onValueChange={(next) => onStatusChange(next as SubscriptionStatusFilter)}>
        <SelectTrigger aria-label={t('admin.subscriptions.filter.label')} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('admin.subscriptions.filter.all')}</SelectItem>
          {SUBSCRIPTION_STATUSES.filter((value) => value !== 'pending' || showPending).map((value) => (
            <SelectItem key={value} value={value}>
              {t(`admin.subscriptions.status.${value}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
