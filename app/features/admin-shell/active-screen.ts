/** `/admin` is the dashboard: the path the sidebar treats as current for a URL path. */
export const ADMIN_HOME_PATH = '/admin/dashboard'

/**
 * The sidebar item to highlight: the longest item path that is the current path or a
 * parent of it (`/admin/articles/new` beats `/admin/articles`; `/admin/articles/7/edit`
 * falls back to `/admin/articles`). Null when none fits.
 */
export function activeScreenPath(pathname: string, paths: readonly string[]): string | null {
  const current = pathname.replace(/\/+$/, '') || '/'
  const path = current === '/admin' ? ADMIN_HOME_PATH : current
  let best: string | null = null
  for (const candidate of paths) {
    if ((path === candidate || path.startsWith(`${candidate}/`)) && (!best || candidate.length > best.length)) {
      best = candidate
    }
  }
  return best
}
