import { redirect } from 'react-router'
import type { Route } from './+types/article-redirect'

/** /article/{slug} (the old metadata form) → 301 to the canonical /articles/{slug}. */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/articles/${encodeURIComponent(params.slug)}${new URL(request.url).search}`, 301)
}
