import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { useStaffUser } from '#app/features/auth/public.ts'
import { AddUserDialog } from './add-user-dialog.tsx'
import { CreatedUserDialog } from './created-user-dialog.tsx'
import { EditUserDialog } from './edit-user-dialog.tsx'
import { filterUsers } from './filter-users.ts'
import { RoleCountCards } from './role-count-cards.tsx'
import { type RoleFilter } from './types.ts'
import { USERS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminUser, CreatedUser } from '#app/features/users/user.types.ts'
import { useUserRowActions } from './use-users.ts'
import { UserFilters } from './user-filters.tsx'
import { UsersTable } from './users-table.tsx'

/** The user management screen, for super_admins. */
export function UserManagement() {
  const t = useT()
  const selfId = useStaffUser().id
  const users = useQuery<AdminUser[]>({ queryKey: USERS_QUERY_KEY })
  const { changeRole, remove } = useUserRowActions()
  const [role, setRole] = useState<RoleFilter>('all')
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const [created, setCreated] = useState<CreatedUser | null>(null)
  const [editing, setEditing] = useState<AdminUser | null>(null)

  const pendingRole = changeRole.isPending && changeRole.variables ? changeRole.variables : null
  const visible = users.data ? filterUsers(users.data, { role, search }) : undefined

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        subtitle={t('admin.users.subtitle')}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden />
            {t('admin.users.add')}
          </Button>
        }
      />
      {users.isError ? (
        <QueryError title={t('admin.users.loadFailed')} error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <RoleCountCards users={users.data} />
          <Card>
            <UserFilters role={role} search={search} onRoleChange={setRole} onSearchChange={setSearch} />
            <UsersTable
              users={visible}
              selfId={selfId}
              pendingRole={pendingRole}
              onRoleChange={(user, next) => changeRole.mutate({ id: user.id, role: next })}
              onEdit={setEditing}
              onDelete={(user) => {
                if (window.confirm(t('admin.users.deleteConfirm', { email: user.email }))) remove.mutate(user.id)
              }}
            />
          </Card>
        </>
      )}
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(user) => {
          setAdding(false)
          setCreated(user)
        }}
      />
      <CreatedUserDialog user={created} onClose={() => setCreated(null)} />
      <EditUserDialog user={editing} selfId={selfId} onClose={() => setEditing(null)} />
    </>
  )
}
