import { House } from '#app/ui/icons.tsx'
import { useLocation } from 'react-router'
import { SiteLink } from '#app/ui/site-link.tsx'
import type { Route } from './+types/layout'
import { CategoryNav } from './category-nav.tsx'
import { islandContent, useIslandContent } from '#app/ui/island.tsx'
import { LanguageSwitcher } from '#app/ui/language-switcher.tsx'
import { SearchBox } from '#app/features/articles/public.ts'
import { SiteFooter } from './site-footer.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { listPublicCategories } from '#app/features/taxonomy/public.server.ts'
import { getPublicSettings } from '#app/features/settings/public.server.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { PendingOutlet } from './pending-outlet.tsx'
import { useSiteName, type PublicSiteData } from '#app/features/settings/public.ts'

export async function loader(args: Route.LoaderArgs) {
  const [categories, { siteName, socialLinks, contactEmail }] = await Promise.all([
    listPublicCategories(),
    getPublicSettings(),
  ])
  return {
    // the category menu's: in the HTML only, for a page document (static islands,
    // docs/decisions/014-static-islands.md); a page that needs them has them from its own loader
    categories: islandContent(args, 'categories', categories),
    // the settings the pages show (not the curated lists: the home page reads its own)
    settings: { siteName, socialLinks, contactEmail },
    publicUrl: getConfig().publicUrl,
  } satisfies PublicSiteData & { categories: unknown }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const siteName = useSiteName()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-screen flex-col">
      {/* one banner landmark: the bar with home, search and language, and the site's name */}
      <header className="bg-white">
        <div className="border-b border-neutral-200 bg-neutral-50">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
            <SiteLink to="/" className="home-link">
              <House className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('nav.home')}</span>
            </SiteLink>
            <div className="flex min-w-0 flex-1 items-center justify-end gap-3">
              {pathname === '/articles' ? null : <SearchBox />}
              <LanguageSwitcher />
            </div>
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 py-6 text-center md:py-8">
          <SiteLink to="/" className="site-title" data-content>
            {siteName}
          </SiteLink>
        </div>
      </header>
      <CategoryNav categories={useIslandContent('categories', loaderData.categories)} />
      <div className="flex-1">
        <PendingOutlet />
      </div>
      <SiteFooter siteName={siteName} socialLinks={loaderData.settings.socialLinks} />
    </div>
  )
}
