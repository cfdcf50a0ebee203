import type { MetaDescriptor } from 'react-router'
import { categoryName, featuredImageAltText, localizedField } from '#app/i18n/localize.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import type { ArticleDisplay } from './article-display.server.ts'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '#app/utils/constants.ts'
import { absoluteUrl, metaText, pageMeta, type SeoContext } from '#app/utils/seo.ts'

/** Title, description, Open Graph article tags, the large Twitter card, canonical and alternates. */
export function articleMeta(
  context: SeoContext,
  path: string,
  article: PublicArticle | null | undefined,
  display: ArticleDisplay | null | undefined,
): MetaDescriptor[] {
  if (!article || !display) {
    return pageMeta(context, {
      title: metaText(context, 'article.notFound'),
      description: metaText(context, 'article.notFoundText'),
      path,
      noindex: true,
    })
  }
  const { language, publicUrl } = context
  const title = localizedField(article, 'title', language)
  const extra: MetaDescriptor[] = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.modifiedAt },
    { property: 'article:section', content: categoryName(article.category, language) },
    ...article.articleTags.map(({ tag }) => ({ property: 'article:tag', content: tag.name })),
  ]
  if (article.featuredImageUrl) {
    const image = absoluteUrl(publicUrl, article.featuredImageUrl)
    const alt = featuredImageAltText(article, language)
    extra.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(SOCIAL_IMAGE_WIDTH) },
      { property: 'og:image:height', content: String(SOCIAL_IMAGE_HEIGHT) },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: alt },
    )
  }
  if (article.focusKeywords?.trim()) extra.push({ name: 'keywords', content: article.focusKeywords.trim() })
  return pageMeta(context, {
    title,
    description: display.description[language],
    path: `/articles/${article.slug}`,
    type: 'article',
    extra,
  })
}
