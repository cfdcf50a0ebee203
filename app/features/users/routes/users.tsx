import { data } from 'react-router'
import type { Route } from './+types/users'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { UserManagement } from '#app/features/users/screens/user-management.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

/** The screen guard (ADMIN_SCREENS decides); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/users')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.users.accessDenied')}>
      <UserManagement />
    </ScreenGuard>
  )
}
