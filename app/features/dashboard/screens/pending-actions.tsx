import { ArrowRight, CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { localizedField } from '#app/i18n/localize.ts'
import { displayName } from '#app/features/auth/public.ts'
import type { PendingArticle } from '#app/features/dashboard/dashboard.types.ts'

/** Articles under review, oldest first, each a link to its editor. */
export function PendingActions({
  articles,
  total,
}: {
  articles: PendingArticle[] | undefined
  total: number | undefined
}) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.dashboard.pending.title')}</CardTitle>
        <CardDescription>
          {total !== undefined && articles && total > articles.length
            ? t('admin.dashboard.pending.more', { shown: articles.length, total })
            : t('admin.dashboard.pending.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!articles ? (
          <ul className="grid gap-3" aria-busy="true" aria-label={t('admin.common.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
          </ul>
        ) : articles.length === 0 ? (
          <p className="flex items-center gap-2 py-6 text-sm text-neutral-500">
            <CircleCheck className="size-4 text-green-600" aria-hidden />
            {t('admin.dashboard.pending.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {articles.map((article) => {
              const title = localizedField(article, 'title', language)
              const details = [
                article.author ? t('admin.dashboard.byAuthor', { name: displayName(article.author) }) : null,
                formatDate(article.createdAt, language),
              ].filter(Boolean)
              return (
                <li key={article.id}>
                  <Link
                    to={`/admin/articles/${article.id}/edit`}
                    className="group flex items-center justify-between gap-3 rounded-md py-3 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
                    aria-label={t('admin.dashboard.pending.review', { title })}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-neutral-900 group-hover:text-brand">{title}</span>
                      <span className="block text-sm text-neutral-500">{details.join(' · ')}</span>
                    </span>
                    <ArrowRight className="size-4 shrink-0 text-neutral-400 group-hover:text-brand" aria-hidden />
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
