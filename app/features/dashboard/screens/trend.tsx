import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { intlLocale } from '#app/i18n/language.ts'
import { cn } from '#app/utils/cn.ts'
import { formatChange } from './trend-format.ts'
import type { MonthOverMonth } from '#app/features/dashboard/dashboard.types.ts'

/**
 * Month over month, computed by the server: "+18% vs last month", or "No data for
 * last month" when last month had nothing to compare with; and this month's figure.
 */
export function Trend({ trend, thisMonthLabel }: { trend: MonthOverMonth; thisMonthLabel: string }) {
  const t = useT()
  const { language } = useLanguage()
  const locale = intlLocale(language)
  const change = trend.changePercent
  const Icon = change === null || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown
  return (
    <div className="mt-3 border-t border-neutral-100 pt-3 text-xs">
      <p
        className={cn(
          'flex items-center gap-1 font-medium',
          change === null || change === 0 ? 'text-neutral-500' : change > 0 ? 'text-green-700' : 'text-red-700',
        )}
      >
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {change === null
          ? t('admin.dashboard.trend.noData')
          : t('admin.dashboard.trend.change', { change: formatChange(change, locale) })}
      </p>
      <p className="mt-0.5 text-neutral-500">
        {thisMonthLabel}: <span className="tabular-nums">{new Intl.NumberFormat(locale).format(trend.thisMonth)}</span>
      </p>
    </div>
  )
}
