import { useQuery } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import { PageHeader } from '../page-header.tsx'
import { QueryError } from '../query-error.tsx'
import { displayName, useStaffUser } from '../staff-user.tsx'
import { RecentArticles } from './recent-articles.tsx'
import { StatCards } from './stat-cards.tsx'
import { DASHBOARD_QUERY_KEY, type DashboardData } from './types.ts'

/** SPEC.md "Dashboard": four figures and the most recent articles, from GET /api/admin/dashboard. */
export function Dashboard() {
  const t = useT()
  const user = useStaffUser()
  const { data, error, isError, refetch } = useQuery<DashboardData>({ queryKey: DASHBOARD_QUERY_KEY })
  return (
    <>
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.welcome', { name: displayName(user) })}
      />
      {isError ? (
        <QueryError title={t('admin.dashboard.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="grid gap-6">
          <StatCards stats={data?.stats} />
          <RecentArticles articles={data?.recentArticles} />
        </div>
      )}
    </>
  )
}
