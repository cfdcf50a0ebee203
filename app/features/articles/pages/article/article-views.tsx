import { useLanguage } from '#app/i18n/i18n.tsx'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import type { RelatedArticle } from '#app/features/articles/pages/related-articles.server.ts'
import { usePublicSiteData, useSiteName } from '#app/features/settings/public.ts'
import { ArticleContent, ArticleImage, ArticleTags, ArticleVideo } from './article-body.tsx'
import { ArticleCorrections } from './article-corrections.tsx'
import type { ArticleDisplay } from './article-display.server.ts'
import { ArticleHeader } from './article-header.tsx'
import { ArticleStructuredData } from './article-structured-data.tsx'
import { RelatedArticles } from './related-articles.tsx'

/**
 * What the article page's islands draw (docs/decisions/014-static-islands.md): the
 * server draws it into the HTML; the browser loads this module only when it draws the
 * article itself, after a client-side navigation or a revalidation (the other
 * language; `lazyView`, docs/decisions/016-first-load-javascript.md).
 */
export interface ArticleIslandContent {
  article: PublicArticle
  display: ArticleDisplay
  related: RelatedArticle[]
}

/** The article (header, picture, video, body, tags, corrections) and the related articles. */
export function ArticleMain({ article, display, related }: ArticleIslandContent) {
  const { language } = useLanguage()
  return (
    <>
      <article>
        <ArticleHeader article={article} display={display} />
        <ArticleImage article={article} />
        <ArticleVideo article={article} src={display.videoSrc} />
        <ArticleContent key={`${article.slug}-${language}`} article={article} />
        <ArticleTags article={article} />
        <ArticleCorrections corrections={article.corrections} />
      </article>
      <RelatedArticles articles={related} />
    </>
  )
}

/** The JSON-LD for search engines. */
export function ArticleJsonLd({ article, display }: ArticleIslandContent) {
  const { language } = useLanguage()
  const { publicUrl } = usePublicSiteData()
  const siteName = useSiteName()
  return (
    <ArticleStructuredData
      article={article}
      publicUrl={publicUrl}
      siteName={siteName}
      description={display.description[language]}
    />
  )
}
