import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react'
import { Badge, type BadgeProps } from '#app/admin/ui/badge.tsx'
import { Button } from '#app/admin/ui/button.tsx'
import { TableCell, TableRow } from '#app/admin/ui/table.tsx'
import type { AdStatus } from '#db/schema/enums.ts'
import { clickThroughRate, formatAdDay, formatCount, formatRate } from './ad-format.ts'
import { tGr } from './greek.ts'
import type { AdminAd } from '#app/modules/ads/ad.types.ts'

const STATUS_VARIANT: Record<AdStatus, BadgeProps['variant']> = {
  active: 'success',
  inactive: 'secondary',
  scheduled: 'warning',
}

export function AdRow({
  ad,
  statusPending,
  onToggle,
  onEdit,
  onDelete,
}: {
  ad: AdminAd
  statusPending: boolean
  onToggle: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const title = ad.title
  const toggleLabel =
    ad.status === 'inactive' ? tGr('admin.ads.activate', { title }) : tGr('admin.ads.deactivate', { title })
  return (
    <TableRow data-testid={`ad-row-${ad.id}`}>
      <TableCell className="min-w-48">
        <p className="font-medium text-neutral-900">{ad.title}</p>
        {ad.description ? <p className="line-clamp-1 text-sm text-neutral-500">{ad.description}</p> : null}
        {ad.isGlobalEnabled ? null : (
          <Badge variant="outline" className="mt-1">
            {tGr('admin.ads.globallyDisabled')}
          </Badge>
        )}
      </TableCell>
      <TableCell className="min-w-36 text-sm">{tGr(`admin.ads.placement.${ad.placement}`)}</TableCell>
      <TableCell>
        <Badge variant={STATUS_VARIANT[ad.status]}>{tGr(`admin.ads.status.${ad.status}`)}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">{ad.priority}</TableCell>
      <TableCell className="text-sm whitespace-nowrap tabular-nums">
        <span data-testid="ad-clicks">{formatCount(ad.clickCount)}</span> / {formatCount(ad.impressionCount)}
        <span className="block text-xs text-neutral-500">
          {tGr('admin.ads.ctr', { rate: formatRate(clickThroughRate(ad.clickCount, ad.impressionCount)) })}
        </span>
      </TableCell>
      <TableCell className="text-sm whitespace-nowrap text-neutral-600 tabular-nums">
        <span className="block">{tGr('admin.ads.from', { day: formatAdDay(ad.startDate) ?? '—' })}</span>
        <span className="block">{tGr('admin.ads.to', { day: formatAdDay(ad.endDate) ?? '—' })}</span>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onToggle}
            disabled={statusPending}
            aria-label={toggleLabel}
            title={toggleLabel}
          >
            {ad.status === 'inactive' ? <Power aria-hidden /> : <PowerOff aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={tGr('admin.ads.edit', { title })}
            title={tGr('admin.ads.edit', { title })}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={tGr('admin.ads.delete', { title })}
            title={tGr('admin.ads.delete', { title })}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  )
}
