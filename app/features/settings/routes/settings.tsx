import { data } from 'react-router'
import type { Route } from './+types/settings'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { SiteSettings } from '#app/features/settings/screens/site-settings.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

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
