import { data } from 'react-router'
import type { Route } from './+types/advertisements'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { Advertisements } from '#app/admin/screens/ads/advertisements.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

/** The screen guard (ADMIN_SCREENS decides); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/advertisements')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function AdvertisementsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.ads.accessDenied')}>
      <Advertisements />
    </ScreenGuard>
  )
}
