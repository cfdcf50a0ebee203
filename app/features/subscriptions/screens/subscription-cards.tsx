import { MailCheck, MailQuestion, Mails, MailX, type LucideIcon } from 'lucide-react'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { intlLocale } from '#app/i18n/language.ts'
import type { SubscriptionPage } from '#app/features/subscriptions/subscription.types.ts'

type CountKey = 'active' | 'all' | 'unsubscribed' | 'pending'
const CARDS: { key: CountKey; label: TranslationKey; icon: LucideIcon }[] = [
  { key: 'active', label: 'admin.subscriptions.count.active', icon: MailCheck },
  { key: 'all', label: 'admin.subscriptions.count.all', icon: Mails },
  { key: 'unsubscribed', label: 'admin.subscriptions.count.unsubscribed', icon: MailX },
  { key: 'pending', label: 'admin.subscriptions.count.pending', icon: MailQuestion },
]

/** Counts over every subscription, whatever the search, filter and page. */
export function SubscriptionCards({ counts }: { counts: SubscriptionPage['counts'] | undefined }) {
  const t = useT()
  const { language } = useLanguage()
  const number = new Intl.NumberFormat(intlLocale(language))
  return (
    <ul className={`mb-6 grid gap-4 ${counts?.showPending ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}>
      {CARDS.filter(({ key }) => key !== 'pending' || counts?.showPending).map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-center justify-between gap-4 p-5">
            <dl className="min-w-0">
              <dt className="text-sm font-medium text-neutral-500">{t(label)}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">
                {counts ? number.format(counts[key]) : <Skeleton className="mt-2 h-8 w-12" />}
              </dd>
            </dl>
            <Icon className="size-8 shrink-0 text-brand/70" aria-hidden />
          </Card>
        </li>
      ))}
    </ul>
  )
}
