import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { ROLES, type Role } from '#db/schema/enums.ts'
import type { RoleFilter } from './types.ts'

type RoleSelectProps<V extends string> = {
  value: V
  onValueChange: (value: V) => void
  disabled?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-describedby'?: string
}

/** A role, by its name in the chosen language. */
export function RoleSelect({ value, onValueChange, ...trigger }: RoleSelectProps<Role>) {
  const t = useT()
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as Role)} disabled={trigger.disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {t(`admin.role.${role}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

/** All Roles, or one. */
export function RoleFilterSelect({ value, onValueChange, ...trigger }: RoleSelectProps<RoleFilter>) {
  const t = useT()
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as RoleFilter)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{t('admin.users.filter.all')}</SelectItem>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {t(`admin.role.${role}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
