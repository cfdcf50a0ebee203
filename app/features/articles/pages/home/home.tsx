import type { Route } from './+types/home'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useRef } from 'react'
import { AdSlot } from '#app/features/advertisements/public.ts'
import { islandContent, useIslandContent } from '#app/ui/island.tsx'
import { useHiddenBrokenPictures } from '#app/features/media/public.ts'
import {
  findArticlesByIds,
  findLatestArticles,
  findTrendingArticles,
} from '#app/features/articles/pages/public-articles.server.ts'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { headlineSummaries, pageSummaries } from '#app/features/articles/pages/page-summaries.ts'
import { findServedAds, type ServedAd } from '#app/features/advertisements/public.server.ts'
import { getSiteSettings } from '#app/features/settings/public.server.ts'
import { EDITORS_PICK_MAX, LATEST_PAGE_SIZE, TRENDING_FALLBACK_COUNT } from '#app/utils/constants.ts'
import { BreakingNewsCarousel } from './breaking-news-carousel.tsx'
import { EditorsPickGrid } from './editors-pick-grid.tsx'
import { firstLatest } from './latest-articles.ts'
import { LatestGrid } from './latest-grid.tsx'
import { TrendingList } from './trending-list.tsx'
import { useSiteName } from '#app/features/settings/public.ts'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'

/** The home page's four ad slots. */
const HOME_AD_PLACEMENTS = ['header_top', 'homepage_banner', 'between_articles', 'footer_top'] as const
type HomeAdPlacement = (typeof HOME_AD_PLACEMENTS)[number]

/**
 * The texts this page shows besides the shell's (public-texts.server.ts); its breaking
 * news, editor's picks and trending list are static islands, so a page document is
 * sent without their texts.
 */
export const middleware: Route.MiddlewareFunction[] = [
  pageTexts(
    ['home', 'carousel'],
    [
      'home.breaking',
      'home.editorsPick',
      'home.trending',
      'home.viewsToday.one',
      'home.viewsToday.other',
      'carousel.slide',
      'carousel.previous',
      'carousel.next',
      'carousel.slides',
      'carousel.goTo',
    ],
  ),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getRequestLanguage(request)
  const settings = await getSiteSettings()
  const pickIds = settings.editorsPickArticles.slice(0, EDITORS_PICK_MAX)
  const excluded = new Set([...settings.breakingNewsArticles, ...pickIds])
  // enough of the newest to find 6 that are not curated
  const requested = LATEST_PAGE_SIZE + excluded.size
  const [breaking, picks, newest, trending, ...slots] = await Promise.all([
    findArticlesByIds(settings.breakingNewsArticles),
    findArticlesByIds(pickIds),
    findLatestArticles({ limit: requested }),
    findTrendingArticles(TRENDING_FALLBACK_COUNT),
    ...HOME_AD_PLACEMENTS.map(findServedAds),
  ])
  const latest = firstLatest(newest, excluded, LATEST_PAGE_SIZE, requested)
  // the first 8 latest when nothing is trending
  const trendingOrLatest =
    trending.length > 0
      ? trending
      : newest.length >= TRENDING_FALLBACK_COUNT
        ? newest.slice(0, TRENDING_FALLBACK_COUNT)
        : await findLatestArticles({ limit: TRENDING_FALLBACK_COUNT })
  const ads = Object.fromEntries(HOME_AD_PLACEMENTS.map((placement, i) => [placement, slots[i]!])) as Record<
    HomeAdPlacement,
    ServedAd[]
  >
  const content = {
    breaking: pageSummaries(breaking, language),
    picks: pageSummaries(picks, language),
    latest: pageSummaries(latest.articles, language),
    trending: headlineSummaries(trendingOrLatest, language),
    // in the HTML, so the page does not move when they arrive (ad-slot.tsx)
    ads,
  }
  return {
    // the cards, slides, headlines and ads: in the HTML only, for a page document
    // (static islands, docs/decisions/014-static-islands.md)
    content: islandContent({ request, context }, 'home', content),
    // what the browser needs of them without their content
    counts: { breaking: breaking.length, picks: picks.length, trending: trendingOrLatest.length },
    latest: { ids: latest.articles.map((article) => article.id), consumed: latest.consumed, hasMore: latest.hasMore },
    excludedIds: [...excluded],
    adIds: Object.fromEntries(
      HOME_AD_PLACEMENTS.map((placement) => [placement, ads[placement].map((ad) => ad.id)]),
    ) as Record<HomeAdPlacement, number[]>,
    meta: await requestPageMeta(request, (context) => ({
      description: settings.siteDescription || metaText(context, 'site.defaultDescription'),
      path: '/',
      extra: [
        { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: context.siteName, href: '/rss.xml' },
      ],
    })),
  }
}

export type HomeContent = NonNullable<Awaited<ReturnType<typeof loader>>['content']>

export const meta: Route.MetaFunction = loaderMeta

export default function Home({ loaderData }: Route.ComponentProps) {
  const { counts, latest, excludedIds, adIds } = loaderData
  const content = useIslandContent<HomeContent>('home', loaderData.content)
  const siteName = useSiteName()
  const mainRef = useRef<HTMLElement>(null)
  useHiddenBrokenPictures(mainRef)
  const ad = (placement: HomeAdPlacement) => (
    <AdSlot
      placement={placement}
      ads={content?.ads[placement] ?? adIds[placement].map((id) => ({ id, title: '' }))}
      keep={!content}
    />
  )
  return (
    <main ref={mainRef} className="flex flex-col gap-10 py-6 md:py-8">
      <h1 className="sr-only" data-content>
        {siteName}
      </h1>
      {ad('header_top')}
      <BreakingNewsCarousel count={counts.breaking} articles={content?.breaking} />
      {ad('homepage_banner')}
      <EditorsPickGrid count={counts.picks} articles={content?.picks} />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="lg:order-2">
          <TrendingList count={counts.trending} articles={content?.trending} />
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:order-1">
          <LatestGrid
            initial={content?.latest}
            initialIds={latest.ids}
            offset={latest.consumed}
            hasMore={latest.hasMore}
            excludedIds={excludedIds}
          />
        </div>
      </div>
      {ad('between_articles')}
      {ad('footer_top')}
    </main>
  )
}
