import { useEffect } from 'react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/article'
import { useLanguage } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { findSlugRedirect } from '#app/modules/articles/article-slugs.server.ts'
import { getPublicArticleBySlug } from '#app/modules/articles/public-articles.server.ts'
import { findRelatedArticles } from '#app/modules/articles/related-articles.server.ts'
import { getStaffUser } from '#app/modules/auth/session.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { ArticleContent, ArticleImage, ArticleTags, ArticleVideo } from './article/article-body.tsx'
import { ArticleCorrections } from './article/article-corrections.tsx'
import { ArticleHeader } from './article/article-header.tsx'
import { articleDisplay, pageArticle } from './article/article-display.server.ts'
import { articleMeta } from './article/article-meta.ts'
import { ArticleNotFound } from './article/article-not-found.tsx'
import { RelatedArticles } from './article/related-articles.tsx'
import { ShareLinks } from './article/share-links.tsx'
import { ArticleStructuredData } from './article/article-structured-data.tsx'
import { usePublicLayoutData, useSiteName } from './layout.tsx'
import { absoluteUrl, loaderMeta } from './seo.ts'
import { requestSeoContext } from './seo.server.ts'
import { localizedField } from '#app/i18n/localize.ts'

export async function loader({ params, request }: Route.LoaderArgs) {
  // Preview from the editor: staff see drafts as readers would, never cached or indexed
  const preview = new URL(request.url).searchParams.get('preview') === '1' && (await getStaffUser(request)) !== null
  const found = await getPublicArticleBySlug(params.slug, { preview })
  const display = found ? articleDisplay(found) : null
  const language = getRequestLanguage(request)
  const related = (found ? await findRelatedArticles(found) : []).map((item) => ({
    ...item,
    title: localizedField(item, 'title', language),
    titleGr: null,
  }))
  const article = found ? pageArticle(found, language) : null
  const meta = articleMeta(await requestSeoContext(request), new URL(request.url).pathname, found, display)
  if (article && preview) {
    return data(
      { article, display, preview, related, meta },
      { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
    )
  }
  if (article) return { article, display, preview, related, meta }
  // an address the article had before its title (and slug) changed
  const current = await findSlugRedirect(getDb(), params.slug)
  if (current && current !== params.slug) {
    throw redirect(`/articles/${encodeURIComponent(current)}${new URL(request.url).search}`, 301)
  }
  return data({ article: null, display: null, preview, related, meta }, { status: 404 })
}

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
  const { article, display } = loaderData
  const { language } = useLanguage()
  const { publicUrl } = usePublicLayoutData()
  const siteName = useSiteName()
  useViewBeacon(loaderData.preview ? undefined : article?.slug)
  if (!article || !display) return <ArticleNotFound />
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <article>
        <ArticleHeader article={article} display={display} />
        <ArticleImage article={article} />
        <ArticleVideo article={article} src={display.videoSrc} />
        <ArticleContent key={`${article.slug}-${language}`} article={article} />
        <ArticleTags article={article} />
        <ArticleCorrections corrections={article.corrections} />
      </article>
      <RelatedArticles articles={loaderData.related} />
      <ShareLinks
        // the address of the language shared: the English title leads to the English page
        url={absoluteUrl(publicUrl, `/articles/${article.slug}${language === 'en' ? '?lang=en' : ''}`)}
        title={localizedField(article, 'title', language)}
      />
      <ArticleStructuredData
        article={article}
        publicUrl={publicUrl}
        siteName={siteName}
        description={display.description[language]}
      />
    </main>
  )
}
