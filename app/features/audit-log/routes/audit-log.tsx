import { data } from 'react-router'
import type { Route } from './+types/audit-log'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { AuditLogScreen } from '#app/features/audit-log/screens/audit-log-screen.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

/** The screen guard (ADMIN_SCREENS decides: super_admins only); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/audit-log')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.audit.accessDenied')}>
      <AuditLogScreen />
    </ScreenGuard>
  )
}
