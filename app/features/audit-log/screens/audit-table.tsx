import { Link } from 'react-router'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { AuditEntry } from '#app/features/audit/public.ts'
import { detailLines, formatAuditTime, targetLink, targetText } from './audit-format.ts'

const COLUMNS = [
  'admin.audit.col.time',
  'admin.audit.col.actor',
  'admin.audit.col.action',
  'admin.audit.col.target',
  'admin.audit.col.details',
] as const

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT()
  const { language } = useLanguage()
  const link = targetLink(entry)
  const target = targetText(t, entry)
  return (
    <TableRow>
      <TableCell className="text-sm whitespace-nowrap text-neutral-600">
        <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt, language)}</time>
      </TableCell>
      <TableCell className="text-sm">
        {entry.actor ? (
          <>
            <span className="font-medium text-neutral-900" data-content>
              {entry.actor.name}
            </span>
            <span className="block break-all text-neutral-500">{entry.actor.email}</span>
          </>
        ) : (
          <span className="text-neutral-500">{t('admin.audit.unknownActor')}</span>
        )}
      </TableCell>
      <TableCell className="text-sm font-medium text-neutral-900">{t(`admin.audit.action.${entry.action}`)}</TableCell>
      <TableCell className="max-w-64 text-sm">
        <span className="block text-neutral-500">{t(`admin.audit.target.${entry.targetType}`)}</span>
        {link ? (
          <Link
            to={link}
            className="break-words text-brand underline-offset-2 hover:underline"
            data-content={entry.targetLabel ? '' : undefined}
          >
            {target}
          </Link>
        ) : (
          <span className="break-words" data-content={entry.targetLabel ? '' : undefined}>
            {target}
          </span>
        )}
      </TableCell>
      <TableCell className="max-w-80 text-sm text-neutral-600">
        {detailLines(t, language, entry).map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </TableCell>
    </TableRow>
  )
}

export function AuditTable({ entries, filtered }: { entries: AuditEntry[] | undefined; filtered: boolean }) {
  const t = useT()
  return (
    <Table aria-label={t('admin.audit.listLabel')} aria-busy={entries ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((key) => (
            <TableHead key={key}>{t(key)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!entries ? (
          Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={COLUMNS.length}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : entries.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-neutral-500">
              {filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => <AuditRow key={entry.id} entry={entry} />)
        )}
      </TableBody>
    </Table>
  )
}
