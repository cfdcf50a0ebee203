import { data } from 'react-router'
import type { Route } from './+types/media'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { MediaLibrary } from '#app/features/media/screens/media-library.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

/** The screen guard (ADMIN_SCREENS decides); the data loads in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/media')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function MediaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData}>
      <MediaLibrary />
    </ScreenGuard>
  )
}
