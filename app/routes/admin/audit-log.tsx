import { data } from 'react-router'
import type { Route } from './+types/audit-log'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { AuditLogScreen } from '#app/admin/screens/audit-log/audit-log-screen.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

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
