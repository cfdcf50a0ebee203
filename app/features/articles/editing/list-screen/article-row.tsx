import { Pencil, Trash2, UserRoundPen } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button, buttonVariants } from '#app/ui/admin/button.tsx'
import { TableCell, TableRow } from '#app/ui/admin/table.tsx'
import { formatDate, formatTimeOfDay } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { canEditArticle } from '#app/features/articles/article-rules.ts'
import { ArticleStatusBadge } from '#app/features/articles/status-badge.tsx'
import { TranslationStateBadge } from '#app/features/articles/editing/translation-state-badge.tsx'
import { displayName, useStaffUser } from '#app/features/auth/public.ts'
import { subtitlePreview } from './list-format.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import type { PresentUser } from '#app/features/articles/editing/article-editing.types.ts'

function isScheduled(article: AdminArticle): boolean {
  return article.status === 'published' && article.publishedAt !== null && Date.parse(article.publishedAt) > Date.now()
}

function StatusBadges({ article }: { article: AdminArticle }) {
  const t = useT()
  return (
    <div className="flex flex-wrap gap-1">
      <ArticleStatusBadge status={article.status} />
      {isScheduled(article) ? <Badge variant="outline">{t('admin.articles.scheduled')}</Badge> : null}
      {/* in step needs nothing done: no badge, so the ones that need work stand out */}
      {article.translationState !== 'complete' ? <TranslationStateBadge state={article.translationState} /> : null}
    </div>
  )
}

/** "Μαρία Π. is editing since 10:40" (someone else has the article open in the editor). */
function EditingNote({ editingBy }: { editingBy: PresentUser }) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-700">
      <UserRoundPen aria-hidden className="size-3.5" />
      {t('admin.editing.isEditing', { name: editingBy.name, time: formatTimeOfDay(editingBy.since, language) })}
    </p>
  )
}

/** Title and cut subtitle, category, author, status, date; edit and delete when this user may. */
export function ArticleRow({
  article,
  editingBy = null,
  onDelete,
}: {
  article: AdminArticle
  /** someone else editing it now */
  editingBy?: PresentUser | null
  onDelete: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const self = useStaffUser()
  const title = localizedField(article, 'title', language)
  const subtitle = localizedField(article, 'subtitle', language)
  const category = article.category ? categoryName(article.category, language) : t('admin.articles.noCategory')
  const author = article.author ? displayName(article.author) : t('admin.articles.unknownAuthor')
  const date = formatDate(article.publishedAt ?? article.createdAt, language)
  const editable = canEditArticle(self, article)
  return (
    <TableRow data-testid={`article-row-${article.id}`}>
      <TableCell className="sm:min-w-56">
        <p className="font-medium text-neutral-900" data-content>
          {title}
        </p>
        {subtitle ? (
          <p className="mt-0.5 text-sm text-neutral-500" data-content>
            {subtitlePreview(subtitle)}
          </p>
        ) : null}
        {editingBy ? <EditingNote editingBy={editingBy} /> : null}
        <p className="mt-1 text-xs text-neutral-500 md:hidden">
          <span data-content>{category}</span> · <span data-content>{author}</span> · {date}
        </p>
        <div className="mt-1.5 sm:hidden">
          <StatusBadges article={article} />
        </div>
      </TableCell>
      <TableCell className="hidden text-sm md:table-cell" data-content>
        {category}
      </TableCell>
      <TableCell className="hidden text-sm md:table-cell" data-content>
        {author}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <StatusBadges article={article} />
      </TableCell>
      <TableCell className="hidden text-sm whitespace-nowrap text-neutral-600 md:table-cell">{date}</TableCell>
      <TableCell>
        {editable ? (
          <div className="flex justify-end gap-1">
            <Link
              to={`/admin/articles/${article.id}/edit`}
              aria-label={t('admin.articles.edit', { title })}
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            >
              <Pencil aria-hidden />
            </Link>
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={t('admin.articles.delete', { title })}
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ) : null}
      </TableCell>
    </TableRow>
  )
}
