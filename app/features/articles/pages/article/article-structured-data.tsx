import { JsonLd } from '#app/ui/json-ld.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { htmlLang } from '#app/i18n/language.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import { absoluteUrl } from '#app/utils/seo.ts'
import { authorName } from './article-header.tsx'

/** JSON-LD for search engines: the NewsArticle and its breadcrumb (home › category › article). */
export function ArticleStructuredData(props: {
  article: PublicArticle
  publicUrl: string
  siteName: string
  description: string
}) {
  const { article, publicUrl, siteName, description } = props
  const { language } = useLanguage()
  const t = useT()
  const url = absoluteUrl(publicUrl, `/articles/${article.slug}`)
  const title = localizedField(article, 'title', language)
  const section = categoryName(article.category, language)
  const author = authorName(article.author)
  const newsArticle = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title.length > 110 ? `${title.slice(0, 109)}…` : title,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: htmlLang(language),
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    articleSection: section,
    ...(article.featuredImageUrl ? { image: [absoluteUrl(publicUrl, article.featuredImageUrl)] } : {}),
    ...(author ? { author: [{ '@type': 'Person', name: author }] } : {}),
    ...(article.articleTags.length > 0 ? { keywords: article.articleTags.map((x) => x.tag.name).join(', ') } : {}),
    publisher: {
      '@type': 'Organization',
      name: siteName,
      url: `${publicUrl}/`,
      logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` },
    },
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('nav.home'), item: `${publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: section, item: `${publicUrl}/categories/${article.category.slug}` },
      { '@type': 'ListItem', position: 3, name: title, item: url },
    ],
  }
  return (
    <>
      <JsonLd data={newsArticle} />
      <JsonLd data={breadcrumb} />
    </>
  )
}
