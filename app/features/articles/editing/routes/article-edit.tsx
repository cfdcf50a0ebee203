import { data } from 'react-router'
import type { Route } from './+types/article-edit'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { ArticleEditor } from '#app/features/articles/editing/editor/article-editor.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'
import { parseId } from '#app/utils/ids.ts'

/** The screen guard (the articles screen's permission) and the id; the article itself loads in the browser. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, access, status } = await requireAdminScreen(request, '/admin/articles')
  const articleId = parseId(params.id)
  // an id that cannot exist: not found, for staff (without a session the layout shows the login)
  const notFound = user !== null && access.allowed && articleId === null
  return data({ ...access, articleId }, { status: notFound ? 404 : status })
}

export const meta: Route.MetaFunction = adminMeta

export default function ArticleEditRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData}>
      <ArticleEditor mode="edit" articleId={loaderData.articleId} />
    </ScreenGuard>
  )
}
