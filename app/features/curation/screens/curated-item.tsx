import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import type { CurationArticle } from './types.ts'

/** One place of a curated list: its number, the article, and move up / down / remove. */
export function CuratedItem({
  position,
  article,
  articleId,
  showCategory,
  canMoveUp,
  canMoveDown,
  disabled,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  position: number
  /** undefined while it loads */
  article: CurationArticle | undefined
  articleId: number
  showCategory: boolean
  canMoveUp: boolean
  canMoveDown: boolean
  disabled: boolean
  onMoveUp: () => void
  onMoveDown: () => void
  onRemove: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const title = article
    ? localizedField(article, 'title', language)
    : t('admin.curation.articleNumber', { id: articleId })
  const details = article
    ? [
        showCategory
          ? article.category
            ? categoryName(article.category, language)
            : t('admin.curation.noCategory')
          : null,
        article.publishedAt ? formatDate(article.publishedAt, language) : null,
      ].filter(Boolean)
    : []
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="curated-item"
      data-article-id={articleId}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-bold text-brand tabular-nums"
        >
          {position}
        </span>
        <div className="min-w-0">
          {article ? (
            <p className="font-medium text-neutral-900" data-content>
              {title}
            </p>
          ) : (
            <Skeleton className="mt-1 h-4 w-48" />
          )}
          {details.length > 0 ? <p className="mt-0.5 text-sm text-neutral-500">{details.join(' · ')}</p> : null}
          {article && article.status !== 'published' ? (
            <Badge variant="warning" className="mt-1">
              {t('admin.curation.notPublished')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 justify-end gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={onMoveUp}
          disabled={disabled || !canMoveUp}
          aria-label={t('admin.curation.moveUp', { title })}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onMoveDown}
          disabled={disabled || !canMoveDown}
          aria-label={t('admin.curation.moveDown', { title })}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('admin.curation.remove', { title })}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  )
}
