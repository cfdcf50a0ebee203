import { data } from 'react-router'
import type { Route } from './+types/article-edit'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { ArticleEditor } from '#app/admin/screens/article-editor/article-editor.tsx'
import { getStaffUser } from '#app/modules/auth/session.server.ts'
import { parseId } from '#app/utils/ids.ts'

/** Thin: the session check and the id; the article itself loads in the browser. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  const articleId = parseId(params.id)
  // an id that cannot exist: not found, for staff (without a session the layout shows the login)
  if (user && articleId === null) return data({ signedIn: true, articleId }, { status: 404 })
  return { signedIn: user !== null, articleId }
}

export const meta: Route.MetaFunction = adminMeta

export default function ArticleEditRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleEditor mode="edit" articleId={loaderData.articleId} />
}
