import { data } from 'react-router'
import type { Route } from './+types/settings'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { SiteSettings } from '#app/admin/screens/settings/site-settings.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

/** The screen guard (ADMIN_SCREENS decides); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/settings')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.settings.accessDenied')}>
      <SiteSettings />
    </ScreenGuard>
  )
}
