import { data } from 'react-router'
import type { Route } from './+types/newsletters'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { NewslettersList } from '#app/admin/screens/newsletters/newsletters-list.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

/** The screen guard (ADMIN_SCREENS decides: editors and super_admins); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/newsletters')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function NewslettersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.newsletters.accessDenied')}>
      <NewslettersList />
    </ScreenGuard>
  )
}
