import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react'
import { Badge, type BadgeProps } from '#app/ui/admin/badge.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { TableCell, TableRow } from '#app/ui/admin/table.tsx'
import type { AdStatus } from '#db/schema/enums.ts'
import { clickThroughRate, formatAdDay, formatCount, formatRate } from './ad-format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'

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
  const t = useT()
  const { language } = useLanguage()
  const title = ad.title
  const toggleLabel =
    ad.status === 'inactive' ? t('admin.ads.activate', { title }) : t('admin.ads.deactivate', { title })
  return (
    <TableRow data-testid={`ad-row-${ad.id}`}>
      <TableCell className="min-w-48">
        <p className="font-medium text-neutral-900" data-content>
          {ad.title}
        </p>
        {ad.description ? (
          <p className="line-clamp-1 text-sm text-neutral-500" data-content>
            {ad.description}
          </p>
        ) : null}
        {ad.isGlobalEnabled ? null : (
          <Badge variant="outline" className="mt-1">
            {t('admin.ads.globallyDisabled')}
          </Badge>
        )}
      </TableCell>
      <TableCell className="min-w-36 text-sm">{t(`admin.ads.placement.${ad.placement}`)}</TableCell>
      <TableCell>
        <Badge variant={STATUS_VARIANT[ad.status]}>{t(`admin.ads.status.${ad.status}`)}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">{ad.priority}</TableCell>
      <TableCell className="text-sm whitespace-nowrap tabular-nums">
        <span data-testid="ad-clicks">{formatCount(ad.clickCount, language)}</span> /{' '}
        {formatCount(ad.impressionCount, language)}
        <span className="block text-xs text-neutral-500">
          {t('admin.ads.ctr', { rate: formatRate(clickThroughRate(ad.clickCount, ad.impressionCount), language) })}
        </span>
      </TableCell>
      <TableCell className="text-sm whitespace-nowrap text-neutral-600 tabular-nums">
        <span className="block">{t('admin.ads.from', { day: formatAdDay(ad.startDate, language) ?? '—' })}</span>
        <span className="block">{t('admin.ads.to', { day: formatAdDay(ad.endDate, language) ?? '—' })}</span>
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
            aria-label={t('admin.ads.edit', { title })}
            title={t('admin.ads.edit', { title })}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={t('admin.ads.delete', { title })}
            title={t('admin.ads.delete', { title })}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  )
}
