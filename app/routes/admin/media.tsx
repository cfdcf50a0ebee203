import type { Route } from './+types/media'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { MediaLibrary } from '#app/admin/screens/media/media-library.tsx'
import { getStaffUser } from '#app/modules/auth/session.server.ts'

/** Layout loaders do not protect children: this one checks the session itself (data loads in the browser). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  return { signedIn: user !== null }
}

export const meta: Route.MetaFunction = adminMeta

export default function MediaRoute() {
  return <MediaLibrary />
}
