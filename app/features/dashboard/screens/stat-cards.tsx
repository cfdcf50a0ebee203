import { Clock, Eye, FileText, Users, type LucideIcon } from 'lucide-react'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { intlLocale } from '#app/i18n/language.ts'
import { Trend } from './trend.tsx'
import type { DashboardStats, DashboardTrends } from '#app/features/dashboard/dashboard.types.ts'

const STATS: {
  key: keyof DashboardStats
  label: TranslationKey
  icon: LucideIcon
  /** the month-over-month figure shown under it, and what this month's number counts */
  trend?: { key: keyof DashboardTrends; label: TranslationKey }
}[] = [
  {
    key: 'totalArticles',
    label: 'admin.dashboard.totalArticles',
    icon: FileText,
    trend: { key: 'articlesPublished', label: 'admin.dashboard.trend.publishedThisMonth' },
  },
  {
    key: 'totalViews',
    label: 'admin.dashboard.totalViews',
    icon: Eye,
    trend: { key: 'views', label: 'admin.dashboard.trend.viewsThisMonth' },
  },
  { key: 'activeUsers', label: 'admin.dashboard.activeUsers', icon: Users },
  { key: 'pendingReviews', label: 'admin.dashboard.pendingReviews', icon: Clock },
]

/** The dashboard's four figures, two with their month over month; skeletons while they load. */
export function StatCards({
  stats,
  trends,
}: {
  stats: DashboardStats | undefined
  trends: DashboardTrends | undefined
}) {
  const t = useT()
  const { language } = useLanguage()
  const number = new Intl.NumberFormat(intlLocale(language))
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {STATS.map(({ key, label, icon: Icon, trend }) => (
        <li key={key}>
          <Card className="h-full p-5" data-testid={`stat-${key}`}>
            <div className="flex items-center justify-between gap-4">
              <dl className="min-w-0">
                <dt className="text-sm font-medium text-neutral-500">{t(label)}</dt>
                <dd className="mt-1 text-3xl font-bold">
                  {stats ? number.format(stats[key]) : <Skeleton className="mt-2 h-8 w-20" />}
                </dd>
              </dl>
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
                <Icon className="size-5" aria-hidden />
              </span>
            </div>
            {trend && trends ? <Trend trend={trends[trend.key]} thisMonthLabel={t(trend.label)} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  )
}
