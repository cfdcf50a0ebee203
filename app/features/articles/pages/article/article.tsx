import { useEffect, useRef } from 'react'
import { useHiddenBrokenPictures } from '#app/features/media/public.ts'
import { data, redirect } from 'react-router'
import type { Route } from './+types/article'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { findSlugRedirect } from '#app/features/articles/editing/article-slugs.server.ts'
import { getPublicArticleBySlug } from '#app/features/articles/pages/public-article-page.server.ts'
import { findRelatedArticles } from '#app/features/articles/pages/related-articles.server.ts'
import { getStaffUser } from '#app/features/auth/public.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { lazyView, Island, islandContent, useIslandContent } from '#app/ui/island.tsx'
import type { ArticleIslandContent } from './article-views.tsx'
import { articleDisplay, pageArticle } from './article-display.server.ts'
import { articleMeta } from './article-meta.ts'
import { ShareLinks } from './share-links.tsx'
import { embedPlatformsIn, useSocialEmbeds } from '#app/utils/social-embeds.ts'
import { usePublicSiteData } from '#app/features/settings/public.ts'
import { absoluteUrl, loaderMeta } from '#app/utils/seo.ts'
import { requestSeoContext } from '#app/features/settings/public.server.ts'
import { localizedField } from '#app/i18n/localize.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['article'])]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Preview from the editor: staff see drafts as readers would, never cached or indexed
  const preview = new URL(request.url).searchParams.get('preview') === '1' && (await getStaffUser(request)) !== null
  // together: each waits its turn at the database, busiest while editors save
  const [found, nearby, seo] = await Promise.all([
    getPublicArticleBySlug(params.slug, { preview }),
    findRelatedArticles(params.slug),
    requestSeoContext(request),
  ])
  const display = found ? articleDisplay(found) : null
  const language = getRequestLanguage(request)
  const related = (found ? nearby : []).map((item) => ({
    ...item,
    title: localizedField(item, 'title', language),
    titleGr: null,
  }))
  const article = found ? pageArticle(found, language) : null
  const meta = articleMeta(seo, new URL(request.url).pathname, found, display)
  if (article && display) {
    const shown = {
      // the article itself: in the HTML only, for a page document (static islands,
      // docs/decisions/014-static-islands.md); what the browser needs without it
      content: islandContent({ request, context }, 'article', { article, display, related }),
      slug: article.slug,
      title: localizedField(article, 'title', language),
      embeds: embedPlatformsIn(localizedField(article, 'content', language)),
      preview,
      meta,
    }
    if (!preview) return shown
    return data(shown, { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } })
  }
  // an address the article had before its title (and slug) changed
  const current = await findSlugRedirect(getDb(), params.slug)
  if (current && current !== params.slug) {
    throw redirect(`/articles/${encodeURIComponent(current)}${new URL(request.url).search}`, 301)
  }
  return data({ content: undefined, slug: null, title: '', embeds: [], preview, meta }, { status: 404 })
}

const loadViews = () => import('./article-views.tsx')
const ArticleMain = lazyView(async () => (await loadViews()).ArticleMain)
const ArticleJsonLd = lazyView(async () => (await loadViews()).ArticleJsonLd)
// a missing article's page: its code comes only then (the hydration of a 404 waits for it)
const ArticleNotFound = lazyView(async () => (await import('./article-not-found.tsx')).ArticleNotFound)

const FEATURED_PICTURE = { selector: 'article > figure > img', whole: true }

/** A preview is personal: its no-store reaches the response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = loaderMeta

/** Count one view, after the page shows; fire and forget (cached pages count too). */
function useViewBeacon(slug: string | undefined): void {
  useEffect(() => {
    if (!slug) return
    try {
      navigator.sendBeacon?.(`/api/public/articles/${encodeURIComponent(slug)}/view`)
    } catch {
      // a refused beacon costs one view, nothing more
    }
  }, [slug])
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { slug, title, embeds } = loaderData
  const content = useIslandContent<ArticleIslandContent>('article', loaderData.content)
  const { language } = useLanguage()
  const { publicUrl } = usePublicSiteData()
  useViewBeacon(loaderData.preview ? undefined : (slug ?? undefined))
  useSocialEmbeds(embeds, `${slug}-${language}`)
  // the featured picture, kept from the server's HTML without its onError: hidden with its caption
  const main = useRef<HTMLElement>(null)
  useHiddenBrokenPictures(main, FEATURED_PICTURE)
  if (!slug) return <ArticleNotFound />
  return (
    <main ref={main} className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      {/* display: contents, so the article and the related articles are the page's own */}
      <Island keep={!content} className="contents">
        {content ? <ArticleMain {...content} /> : null}
      </Island>
      <ShareLinks
        // the address of the language shared: the English title leads to the English page
        url={absoluteUrl(publicUrl, `/articles/${slug}${language === 'en' ? '?lang=en' : ''}`)}
        title={title}
      />
      <Island keep={!content} className="contents">
        {content ? <ArticleJsonLd {...content} /> : null}
      </Island>
    </main>
  )
}
