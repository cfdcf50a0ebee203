import type { Route } from './+types/article-list'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { ArticleListScreen } from '#app/admin/screens/articles/article-list-screen.tsx'
import { getStaffUser } from '#app/modules/auth/session.server.ts'

/** Layout loaders do not protect children: this one checks the session itself (data loads in the browser). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  return { signedIn: user !== null }
}

export const meta: Route.MetaFunction = adminMeta

export default function ArticleListRoute() {
  return <ArticleListScreen />
}
