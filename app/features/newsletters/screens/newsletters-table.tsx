import { Link } from 'react-router'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { formatDateTime, formatNumber } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { NewsletterSummary } from '#app/features/newsletters/newsletter.types.ts'
import { STATUS_VARIANT, issueSubject } from './newsletter-format.ts'

const COLUMNS = [
  'admin.newsletters.col.subject',
  'admin.newsletters.col.status',
  'admin.newsletters.col.recipients',
  'admin.newsletters.col.sent',
  'admin.newsletters.col.failed',
  'admin.newsletters.col.when',
] as const

/** The issues: subject (opens the issue), status, counts and the scheduled or sent time. */
export function NewslettersTable({ newsletters }: { newsletters: NewsletterSummary[] | undefined }) {
  const t = useT()
  const { language } = useLanguage()
  const number = (value: number) => formatNumber(value, language)
  return (
    <Table aria-label={t('admin.newsletters.listLabel')} aria-busy={newsletters ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((key) => (
            <TableHead key={key}>{t(key)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!newsletters ? (
          Array.from({ length: 3 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={COLUMNS.length}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : newsletters.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-neutral-500">
              {t('admin.newsletters.empty')}
            </TableCell>
          </TableRow>
        ) : (
          newsletters.map((issue) => {
            const when = issue.sentAt ?? issue.scheduledAt
            return (
              <TableRow key={issue.id} data-testid="newsletter-row" data-newsletter-id={issue.id}>
                <TableCell className="max-w-80 font-medium">
                  <Link to={`/admin/newsletters/${issue.id}`} className="text-brand hover:underline" data-content>
                    {issueSubject(issue, language)}
                  </Link>
                </TableCell>
                <TableCell>
                  <Badge variant={STATUS_VARIANT[issue.status]}>{t(`admin.newsletters.status.${issue.status}`)}</Badge>
                </TableCell>
                <TableCell className="tabular-nums">{number(issue.recipients)}</TableCell>
                <TableCell className="tabular-nums">{number(issue.sent)}</TableCell>
                <TableCell className="tabular-nums">
                  {number(issue.failed)}
                  {issue.unknown > 0 ? (
                    <span className="ml-2 text-xs text-amber-700">
                      {t('admin.newsletters.unknownCount', { count: number(issue.unknown) })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap text-neutral-600">
                  {when ? formatDateTime(when, language) : '—'}
                </TableCell>
              </TableRow>
            )
          })
        )}
      </TableBody>
    </Table>
  )
}
