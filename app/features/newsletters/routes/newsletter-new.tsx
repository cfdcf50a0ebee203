import { data } from 'react-router'
import type { Route } from './+types/newsletter-new'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { NewsletterScreen } from '#app/features/newsletters/screens/newsletter-screen.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

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
