import { data } from 'react-router'
import type { Route } from './+types/newsletters'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { NewslettersList } from '#app/features/newsletters/screens/newsletters-list.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

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
