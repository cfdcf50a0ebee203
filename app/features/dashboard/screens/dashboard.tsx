import { WithContent } from '#app/ui/with-content.tsx'
import { useQuery } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { displayName, useStaffUser } from '#app/features/auth/public.ts'
import { PendingActions } from './pending-actions.tsx'
import { RecentArticles } from './recent-articles.tsx'
import { StatCards } from './stat-cards.tsx'
import { DASHBOARD_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { DashboardData } from '#app/features/dashboard/dashboard.types.ts'

/**
 * The dashboard, from GET /api/admin/dashboard: four figures with the server's
 * month-over-month changes, the most recent articles, and the articles awaiting review.
 */
export function Dashboard() {
  const t = useT()
  const user = useStaffUser()
  const { data, error, isError, refetch } = useQuery<DashboardData>({ queryKey: DASHBOARD_QUERY_KEY })
  return (
    <>
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={<WithContent text={t('admin.dashboard.welcome')} slot="name" value={displayName(user)} />}
      />
      {isError ? (
        <QueryError title={t('admin.dashboard.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="grid gap-6">
          <StatCards stats={data?.stats} trends={data?.trends} />
          <div className="grid items-start gap-6 xl:grid-cols-3">
            {/* what needs doing comes first on a phone; beside the recent articles on a wide screen */}
            <PendingActions articles={data?.pendingArticles} total={data?.stats.pendingReviews} />
            <div className="xl:order-first xl:col-span-2">
              <RecentArticles articles={data?.recentArticles} />
            </div>
          </div>
        </div>
      )}
    </>
  )
}
