import { data } from 'react-router'
import type { Route } from './+types/article-create'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { ArticleEditor } from '#app/features/articles/editing/editor/article-editor.tsx'
import { ScreenGuard } from '#app/features/auth/public.ts'
import { requireAdminScreen } from '#app/features/auth/public.server.ts'

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
