import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { formatDateTime, formatNumber } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { NewsletterSummary } from '#app/features/newsletters/newsletter.types.ts'

/** Recipients, sent, failed (and unknown when any) of an issue that is going or has gone out. */
export function NewsletterProgress({ issue }: { issue: NewsletterSummary }) {
  const t = useT()
  const { language } = useLanguage()
  const counts = [
    { key: 'recipients', label: t('admin.newsletters.progress.recipients'), value: issue.recipients },
    { key: 'sent', label: t('admin.newsletters.progress.sent'), value: issue.sent },
    { key: 'failed', label: t('admin.newsletters.progress.failed'), value: issue.failed },
    ...(issue.unknown > 0
      ? [{ key: 'unknown', label: t('admin.newsletters.progress.unknown'), value: issue.unknown }]
      : []),
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.newsletters.progress.title')}</CardTitle>
        {issue.sentAt ? (
          <p className="text-sm text-neutral-600">
            {t('admin.newsletters.sentAt', { time: formatDateTime(issue.sentAt, language) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-live="polite">
          {counts.map((count) => (
            <div key={count.key} data-testid={`newsletter-count-${count.key}`}>
              <dt className="text-sm text-neutral-500">{count.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{formatNumber(count.value, language)}</dd>
            </div>
          ))}
        </dl>
        {issue.unknown > 0 ? (
          <p className="mt-3 text-sm text-neutral-500">{t('admin.newsletters.progress.unknownHint')}</p>
        ) : null}
      </CardContent>
    </Card>
  )
}
