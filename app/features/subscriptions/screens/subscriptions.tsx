import { Download } from 'lucide-react'
import { useState } from 'react'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { ConfirmDialog } from '#app/ui/admin/confirm-dialog.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { ListPager } from '#app/ui/admin/list-pager.tsx'
import { useDebouncedValue } from '#app/ui/admin/use-debounced-value.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { SubscriptionCards } from './subscription-cards.tsx'
import { SubscriptionFilters } from './subscription-filters.tsx'
import { pageCount } from './subscription-format.ts'
import { SubscriptionsTable } from './subscriptions-table.tsx'
import { SUBSCRIPTIONS_EXPORT_URL, type SubscriptionStatusFilter } from './types.ts'
import type { AdminSubscription } from '#app/features/subscriptions/subscription.types.ts'
import { useDeleteSubscription, useSubscriptionPage } from './use-subscriptions.ts'

/** The subscriptions screen, for editors and super_admins. */
export function Subscriptions() {
  const t = useT()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<SubscriptionStatusFilter>('all')
  const [page, setPage] = useState(1)
  const [deleting, setDeleting] = useState<AdminSubscription | null>(null)
  const debouncedSearch = useDebouncedValue(search)
  // a new search starts on the first page
  const [searched, setSearched] = useState(debouncedSearch)
  if (searched !== debouncedSearch) {
    setSearched(debouncedSearch)
    setPage(1)
  }
  const list = useSubscriptionPage({ status, search: debouncedSearch, page })
  const remove = useDeleteSubscription()
  const pages = list.data ? pageCount(list.data.total) : 1
  // the last row of the last page was deleted: show the page before
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages)

  return (
    <>
      <PageHeader
        title={t('admin.subscriptions.title')}
        subtitle={t('admin.subscriptions.subtitle')}
        actions={
          <a
            href={SUBSCRIPTIONS_EXPORT_URL}
            download
            className={buttonVariants({ variant: 'outline' })}
            title={t('admin.subscriptions.exportHint')}
          >
            <Download aria-hidden />
            {t('admin.subscriptions.export')}
          </a>
        }
      />
      {list.isError && !list.data ? (
        <QueryError
          title={t('admin.subscriptions.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <SubscriptionCards counts={list.data?.counts} />
          <Card>
            <SubscriptionFilters
              showPending={list.data?.counts.showPending === true}
              search={search}
              status={status}
              onSearchChange={setSearch}
              onStatusChange={(next) => {
                setStatus(next)
                setPage(1)
              }}
            />
            <SubscriptionsTable
              subscriptions={list.data?.subscriptions}
              filtered={status !== 'all' || debouncedSearch.trim() !== ''}
              onDelete={setDeleting}
            />
            <ListPager
              label={t('admin.subscriptions.page', { page: Math.min(page, pages), pages })}
              hasPrevious={page > 1}
              hasNext={page < pages}
              onPrevious={() => setPage(page - 1)}
              onNext={() => setPage(page + 1)}
            />
          </Card>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.subscriptions.deleteTitle')}
        description={t('admin.subscriptions.deleteConfirm', { email: deleting?.email ?? '' })}
        confirmLabel={remove.isPending ? t('admin.subscriptions.deleting') : t('admin.subscriptions.deleteAction')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
      />
    </>
  )
}
