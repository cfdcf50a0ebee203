import type { Route } from './+types/article-create'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { ArticleEditor } from '#app/admin/screens/article-editor/article-editor.tsx'
import { getStaffUser } from '#app/modules/auth/session.server.ts'

/** Thin: the session check; the editor (and TipTap with it) loads only on this route and the edit one. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  return { signedIn: user !== null }
}

export const meta: Route.MetaFunction = adminMeta

export default function ArticleCreateRoute() {
  return <ArticleEditor mode="create" />
}
