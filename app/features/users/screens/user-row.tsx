import { WithContent } from '#app/ui/with-content.tsx'
import { Pencil, Trash2 } from 'lucide-react'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { TableCell, TableRow } from '#app/ui/admin/table.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { intlLocale, type Language } from '#app/i18n/language.ts'
import type { Role } from '#db/schema/enums.ts'
import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { displayName } from '#app/features/auth/public.ts'
import { UserAvatar } from '#app/ui/admin/user-avatar.tsx'
import { RoleSelect } from './role-select.tsx'
import type { AdminUser } from '#app/features/users/user.types.ts'

function formatLastActive(value: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(value))
}

export interface UserRowProps {
  user: AdminUser
  isSelf: boolean
  /** the role being saved for this row, shown while the call runs */
  pendingRole: Role | null
  onRoleChange: (role: Role) => void
  onEdit: () => void
  onDelete: () => void
}

export function UserRow({ user, isSelf, pendingRole, onRoleChange, onEdit, onDelete }: UserRowProps) {
  const t = useT()
  const { language } = useLanguage()
  const name = displayName(user)
  return (
    <TableRow data-testid={`user-row-${user.id}`}>
      <TableCell>
        <div className="flex min-w-44 items-center gap-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="font-medium text-neutral-900">
              <span data-content>{name}</span>
              {isSelf ? (
                <Badge variant="outline" className="ml-2 align-middle">
                  {t('admin.users.you')}
                </Badge>
              ) : null}
            </p>
            <p className="truncate text-sm text-neutral-500" data-content>
              {user.email}
            </p>
            {user.nickname ? (
              <p className="text-xs text-neutral-500">
                <WithContent
                  text={t('admin.users.realName')}
                  slot="name"
                  value={`${user.firstName} ${user.lastName}`}
                />
              </p>
            ) : null}
          </div>
        </div>
      </TableCell>
      <TableCell>
        <RoleSelect
          value={pendingRole ?? user.role}
          onValueChange={(role) => {
            if (role !== user.role) onRoleChange(role)
          }}
          disabled={isSelf || pendingRole !== null}
          aria-label={t('admin.users.roleOf', { name })}
          className="w-44"
        />
      </TableCell>
      <TableCell className="tabular-nums">{user.articleCount}</TableCell>
      <TableCell className="min-w-28 text-sm text-neutral-600">
        {user.lastActiveAt ? formatLastActive(user.lastActiveAt, language) : t('admin.users.never')}
      </TableCell>
      <TableCell>
        <Badge variant={user.isActive ? 'success' : 'secondary'}>
          {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
        </Badge>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('admin.users.edit', { name })}>
            <Pencil aria-hidden />
          </Button>
          {isSelf ? null : (
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={t('admin.users.delete', { name })}
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  )
}
