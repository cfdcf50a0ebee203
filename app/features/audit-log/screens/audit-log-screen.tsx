import { countText } from '#app/i18n/plural.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { Card } from '#app/ui/admin/card.tsx'
import { ListPager } from '#app/ui/admin/list-pager.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { AuditLogPage } from '#app/features/audit/public.ts'
import type { AdminUser } from '#app/features/users/public.ts'
import { USERS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { AuditFilters } from './audit-filters.tsx'
import { auditLogUrl, auditPageCount, isBackwards, NO_FILTERS, type AuditFilters as Filters } from './audit-format.ts'
import { AuditTable } from './audit-table.tsx'

/** The audit log, for super_admins: filters, newest first, page by page. */
export function AuditLogScreen() {
  const t = useT()
  const { language } = useLanguage()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const users = useQuery<AdminUser[]>({ queryKey: USERS_QUERY_KEY })
  const url = auditLogUrl(filters, page)
  const log = useQuery<AuditLogPage>({
    queryKey: [url],
    queryFn: () => apiRequest<AuditLogPage>('GET', url),
    placeholderData: keepPreviousData,
    enabled: !isBackwards(filters),
  })
  const pages = log.data ? auditPageCount(log.data.total) : 1
  const filtered = Object.values(filters).some((value) => value !== '')

  return (
    <>
      <PageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      {log.isError && !log.data ? (
        <QueryError title={t('admin.audit.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Card>
          <AuditFilters
            filters={filters}
            users={users.data ?? []}
            onChange={(next) => {
              setFilters(next)
              setPage(1)
            }}
          />
          <AuditTable entries={log.data?.entries} filtered={filtered} />
          <ListPager
            label={countText(t, language, 'admin.audit.page', log.data?.total ?? 0, {
              page: Math.min(page, pages),
              pages,
            })}
            hasPrevious={page > 1}
            hasNext={page < pages}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        </Card>
      )}
    </>
  )
}
