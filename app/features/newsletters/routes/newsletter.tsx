import { data } from 'react-router'
import type { Route } from './+types/newsletter'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { NewsletterNotFound, NewsletterScreen } from '#app/features/newsletters/screens/newsletter-screen.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'
import { parseId } from '#app/utils/ids.ts'

/** One issue: the newsletters screen's guard and the id; the issue loads in the browser. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, access, status } = await requireAdminScreen(request, '/admin/newsletters')
  const newsletterId = parseId(params.id)
  // an id that cannot exist: not found, for staff (without a session the layout shows the login)
  const notFound = user !== null && access.allowed && newsletterId === null
  return data({ ...access, newsletterId }, { status: notFound ? 404 : status })
}

export const meta: Route.MetaFunction = adminMeta

export default function NewsletterRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData} denied={(t) => t('admin.newsletters.accessDenied')}>
      {loaderData.newsletterId === null ? (
        <NewsletterNotFound />
      ) : (
        <NewsletterScreen newsletterId={loaderData.newsletterId} />
      )}
    </ScreenGuard>
  )
}
