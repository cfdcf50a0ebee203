import { Skeleton } from '#app/ui/skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { Role } from '#db/schema/enums.ts'
import { UserRow } from './user-row.tsx'
import type { AdminUser } from '#app/features/users/user.types.ts'

const COLUMNS = [
  'admin.users.col.user',
  'admin.users.col.role',
  'admin.users.col.articles',
  'admin.users.col.lastActive',
  'admin.users.col.status',
] as const

const SKELETON_ROWS = 3

export function UsersTable({
  users,
  selfId,
  pendingRole,
  onRoleChange,
  onEdit,
  onDelete,
}: {
  users: AdminUser[] | undefined
  selfId: number
  pendingRole: { id: number; role: Role } | null
  onRoleChange: (user: AdminUser, role: Role) => void
  onEdit: (user: AdminUser) => void
  onDelete: (user: AdminUser) => void
}) {
  const t = useT()
  return (
    <Table aria-label={t('admin.users.listLabel')} aria-busy={users ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((key) => (
            <TableHead key={key}>{t(key)}</TableHead>
          ))}
          <TableHead className="text-right">{t('admin.users.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!users ? (
          Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={COLUMNS.length + 1}>
                <Skeleton className="h-9 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : users.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS.length + 1} className="py-10 text-center text-neutral-500">
              {t('admin.users.empty')}
            </TableCell>
          </TableRow>
        ) : (
          users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === selfId}
              pendingRole={pendingRole?.id === user.id ? pendingRole.role : null}
              onRoleChange={(role) => onRoleChange(user, role)}
              onEdit={() => onEdit(user)}
              onDelete={() => onDelete(user)}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}
