import { lazy } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'

// shown only while a client-side navigation loads an article: its code comes then, in
// the navigation's transition (docs/decisions/016-first-load-javascript.md)
const ArticleSkeleton = lazy(async () => ({
  default: (await import('./article-skeleton.tsx')).ArticleSkeleton,
}))

const ARTICLE_PATH = /^\/articles\/[^/]+\/?$/

/**
 * The public pages' outlet: while a client-side navigation loads another article,
 * the article skeleton shows in the page's place.
 */
export function PendingOutlet() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const target = navigation.state === 'loading' ? navigation.location.pathname : null
  if (target && target !== pathname && ARTICLE_PATH.test(target)) return <ArticleSkeleton />
  return <Outlet />
}
