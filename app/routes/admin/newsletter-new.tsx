import { data } from 'react-router'
import type { Route } from './+types/newsletter-new'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { NewsletterScreen } from '#app/admin/screens/newsletters/newsletter-screen.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

/** A new issue: the newsletters screen's guard. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/newsletters')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function NewsletterNewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.newsletters.accessDenied')}>
      <NewsletterScreen newsletterId={null} />
    </ScreenGuard>
  )
}
