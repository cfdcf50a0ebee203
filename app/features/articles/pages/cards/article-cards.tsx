import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { ArticleCard } from './article-card.tsx'

/**
 * A grid's cards, without the grid: what `PagedArticleGrid` draws in its island and
 * after Show More. Its own chunk, loaded only when the browser draws cards itself
 * (docs/decisions/016-first-load-javascript.md).
 */
export function ArticleCards({
  articles,
  eagerCount = 0,
  heading,
}: {
  articles: PageArticle[]
  eagerCount?: number
  heading?: 'h2' | 'h3'
}) {
  return articles.map((article, index) => (
    <ArticleCard key={article.id} article={article} eager={index < eagerCount} heading={heading} />
  ))
}
