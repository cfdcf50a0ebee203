import { Skeleton } from '#app/ui/skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { AdRow } from './ad-row.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'

const COLUMNS = [
  'admin.ads.col.title',
  'admin.ads.col.placement',
  'admin.ads.col.status',
  'admin.ads.col.priority',
  'admin.ads.col.clicks',
  'admin.ads.col.dates',
] as const

export function AdsTable({
  ads,
  pendingStatusId,
  onToggle,
  onEdit,
  onDelete,
}: {
  ads: AdminAd[] | undefined
  pendingStatusId: number | null
  onToggle: (ad: AdminAd) => void
  onEdit: (ad: AdminAd) => void
  onDelete: (ad: AdminAd) => void
}) {
  const t = useT()
  const span = COLUMNS.length + 1
  return (
    <Table aria-label={t('admin.ads.listLabel')} aria-busy={ads ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((key) => (
            <TableHead key={key}>{t(key)}</TableHead>
          ))}
          <TableHead className="text-right">{t('admin.ads.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!ads ? (
          Array.from({ length: 3 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={span}>
                <Skeleton className="h-9 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : ads.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={span} className="py-10 text-center text-neutral-500">
              {t('admin.ads.empty')}
            </TableCell>
          </TableRow>
        ) : (
          ads.map((ad) => (
            <AdRow
              key={ad.id}
              ad={ad}
              statusPending={pendingStatusId === ad.id}
              onToggle={() => onToggle(ad)}
              onEdit={() => onEdit(ad)}
              onDelete={() => onDelete(ad)}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}
