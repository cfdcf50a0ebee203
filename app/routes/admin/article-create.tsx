import { data } from 'react-router'
import type { Route } from './+types/article-create'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { ArticleEditor } from '#app/admin/screens/article-editor/article-editor.tsx'
import { ScreenGuard } from '#app/admin/shell/screen-guard.tsx'
import { requireAdminScreen } from '#app/modules/auth/screen-guard.server.ts'

/** The screen guard; the editor (and TipTap with it) loads only on this route and the edit one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, status } = await requireAdminScreen(request, '/admin/articles/new')
  return data(access, { status })
}

export const meta: Route.MetaFunction = adminMeta

export default function ArticleCreateRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenGuard access={loaderData}>
      <ArticleEditor mode="create" />
    </ScreenGuard>
  )
}
