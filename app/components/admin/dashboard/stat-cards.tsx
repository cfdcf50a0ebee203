import { Clock, Eye, FileText, Users, type LucideIcon } from 'lucide-react'
import { Card } from '#app/components/ui/card.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/en.ts'
import { intlLocale } from '#app/i18n/language.ts'
import type { DashboardStats } from './types.ts'

const STATS: { key: keyof DashboardStats; label: TranslationKey; icon: LucideIcon }[] = [
  { key: 'totalArticles', label: 'admin.dashboard.totalArticles', icon: FileText },
  { key: 'totalViews', label: 'admin.dashboard.totalViews', icon: Eye },
  { key: 'activeUsers', label: 'admin.dashboard.activeUsers', icon: Users },
  { key: 'pendingReviews', label: 'admin.dashboard.pendingReviews', icon: Clock },
]

/** The four figures of SPEC.md "Dashboard"; skeletons while they load. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const t = useT()
  const { language } = useLanguage()
  const number = new Intl.NumberFormat(intlLocale(language))
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {STATS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-center justify-between gap-4 p-5">
            <dl className="min-w-0">
              <dt className="text-sm font-medium text-neutral-500">{t(label)}</dt>
              <dd className="mt-1 text-3xl font-bold">
                {stats ? number.format(stats[key]) : <Skeleton className="mt-2 h-8 w-20" />}
              </dd>
            </dl>
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
              <Icon className="size-5" aria-hidden />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  )
}
