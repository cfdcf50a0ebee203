import { Trash2 } from 'lucide-react'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatSubscriptionDate } from './subscription-format.ts'
import type { AdminSubscription } from '#app/features/subscriptions/subscription.types.ts'

const COLUMNS = [
  'admin.subscriptions.col.email',
  'admin.subscriptions.col.status',
  'admin.subscriptions.col.subscribed',
  'admin.subscriptions.col.unsubscribed',
] as const

export function SubscriptionsTable({
  subscriptions,
  filtered,
  onDelete,
}: {
  subscriptions: AdminSubscription[] | undefined
  /** a search or filter is on: the empty text says so */
  filtered: boolean
  onDelete: (subscription: AdminSubscription) => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const span = COLUMNS.length + 1
  return (
    <Table aria-label={t('admin.subscriptions.listLabel')} aria-busy={subscriptions ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((key) => (
            <TableHead key={key}>{t(key)}</TableHead>
          ))}
          <TableHead className="text-right">{t('admin.subscriptions.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!subscriptions ? (
          Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={span}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : subscriptions.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={span} className="py-10 text-center text-neutral-500">
              {filtered ? t('admin.subscriptions.emptyFiltered') : t('admin.subscriptions.empty')}
            </TableCell>
          </TableRow>
        ) : (
          subscriptions.map((subscription) => (
            <TableRow key={subscription.id}>
              <TableCell className="max-w-72 font-medium break-all text-neutral-900">{subscription.email}</TableCell>
              <TableCell>
                <Badge variant={subscription.status === 'active' ? 'success' : 'secondary'}>
                  {t(`admin.subscriptions.status.${subscription.status}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap text-neutral-600">
                {formatSubscriptionDate(subscription.subscribedAt, language)}
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap text-neutral-600">
                {subscription.unsubscribedAt ? formatSubscriptionDate(subscription.unsubscribedAt, language) : '—'}
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onDelete(subscription)}
                    aria-label={t('admin.subscriptions.delete', { email: subscription.email })}
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
