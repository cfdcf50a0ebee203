import { FilePlus } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/admin/table.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { ArticleRow } from './article-row.tsx'
import { useArticlePresence } from './use-article-presence.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'

const COLUMNS: { key: TranslationKey; className?: string }[] = [
  { key: 'admin.articles.col.title' },
  { key: 'admin.articles.col.category', className: 'hidden md:table-cell' },
  { key: 'admin.articles.col.author', className: 'hidden md:table-cell' },
  { key: 'admin.articles.col.status', className: 'hidden sm:table-cell' },
  { key: 'admin.articles.col.date', className: 'hidden md:table-cell' },
  { key: 'admin.articles.col.actions', className: 'text-right' },
]

const SKELETON_ROWS = 5

export function ArticlesTable({
  articles,
  filtered,
  onDelete,
}: {
  articles: AdminArticle[] | undefined
  /** a filter or search is set: the empty state says so instead of inviting a first article */
  filtered: boolean
  onDelete: (article: AdminArticle) => void
}) {
  const t = useT()
  const editing = useArticlePresence(articles)
  return (
    <Table aria-label={t('admin.articles.listLabel')} aria-busy={articles ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map(({ key, className }) => (
            <TableHead key={key} className={className}>
              {t(key)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!articles ? (
          Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={COLUMNS.length}>
                <Skeleton className="h-10 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : articles.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS.length} className="py-12 text-center">
              <p className="font-medium text-neutral-700">{t('admin.articles.empty')}</p>
              {filtered ? (
                <p className="mt-1 text-sm text-neutral-500">{t('admin.articles.emptyFiltered')}</p>
              ) : (
                <Link to="/admin/articles/new" className={buttonVariants({ className: 'mt-4' })}>
                  <FilePlus aria-hidden />
                  {t('admin.articles.emptyCreate')}
                </Link>
              )}
            </TableCell>
          </TableRow>
        ) : (
          articles.map((article) => (
            <ArticleRow
              key={article.id}
              article={article}
              editingBy={editing.get(article.id) ?? null}
              onDelete={() => onDelete(article)}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}
