import { CircleCheck, CirclePause, Megaphone, MousePointerClick, type LucideIcon } from 'lucide-react'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { formatCount, type AdSummary } from './ad-format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'

const CARDS: { key: keyof AdSummary; label: TranslationKey; icon: LucideIcon }[] = [
  { key: 'total', label: 'admin.ads.summary.total', icon: Megaphone },
  { key: 'active', label: 'admin.ads.summary.active', icon: CircleCheck },
  { key: 'inactive', label: 'admin.ads.summary.inactive', icon: CirclePause },
  { key: 'clicks', label: 'admin.ads.summary.clicks', icon: MousePointerClick },
]

export function AdSummaryCards({ summary }: { summary: AdSummary | undefined }) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <ul className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-center justify-between gap-4 p-5">
            <dl className="min-w-0">
              <dt className="text-sm font-medium text-neutral-500">{t(label)}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={`ads-summary-${key}`}>
                {summary ? formatCount(summary[key], language) : <Skeleton className="mt-2 h-8 w-12" />}
              </dd>
            </dl>
            <Icon className="size-8 shrink-0 text-brand/70" aria-hidden />
          </Card>
        </li>
      ))}
    </ul>
  )
}
