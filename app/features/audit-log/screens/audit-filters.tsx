import { Button } from '#app/ui/admin/button.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '#app/features/audit/public.ts'
import type { AdminUser } from '#app/features/users/public.ts'
import { isBackwards, NO_FILTERS, type AuditFilters as Filters } from './audit-format.ts'

const ALL = 'all'
const choice = (value: string) => value || ALL
const fromChoice = (value: string) => (value === ALL ? '' : value)

/** Actor, action, target type and the from/to days; a window that ends before it starts is refused here. */
export function AuditFilters({
  filters,
  users,
  onChange,
}: {
  filters: Filters
  users: AdminUser[]
  onChange: (filters: Filters) => void
}) {
  const t = useT()
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change })
  const backwards = isBackwards(filters)
  return (
    <div role="search" aria-label={t('admin.audit.filtersLabel')} className="border-b border-neutral-200 p-4">
      <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
        <Select value={choice(filters.actorId)} onValueChange={(value) => set({ actorId: fromChoice(value) })}>
          <SelectTrigger aria-label={t('admin.audit.filter.actor')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('admin.audit.filter.actorAll')}</SelectItem>
            {users.map((user) => (
              <SelectItem key={user.id} value={String(user.id)}>
                {`${user.firstName} ${user.lastName}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={choice(filters.action)}
          onValueChange={(value) => set({ action: fromChoice(value) as Filters['action'] })}
        >
          <SelectTrigger aria-label={t('admin.audit.filter.action')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('admin.audit.filter.actionAll')}</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {t(`admin.audit.action.${action}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={choice(filters.targetType)}
          onValueChange={(value) => set({ targetType: fromChoice(value) as Filters['targetType'] })}
        >
          <SelectTrigger aria-label={t('admin.audit.filter.targetType')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('admin.audit.filter.targetTypeAll')}</SelectItem>
            {AUDIT_TARGET_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`admin.audit.target.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">{t('admin.audit.filter.from')}</Label>
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? 'audit-range-error' : undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">{t('admin.audit.filter.to')}</Label>
          <Input id="audit-to" type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
        </div>
        <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
          {t('admin.audit.filter.clear')}
        </Button>
      </div>
      {backwards ? (
        <p id="audit-range-error" role="alert" className="mt-2 text-sm text-red-600">
          {t('admin.error.audit.rangeInvalid')}
        </p>
      ) : null}
    </div>
  )
}
