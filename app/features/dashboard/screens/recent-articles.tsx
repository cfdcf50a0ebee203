import { Fragment, type ReactNode } from 'react'
import { WithContent } from '#app/ui/with-content.tsx'
import { countText } from '#app/i18n/plural.ts'
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { DASHBOARD_RECENT_ARTICLES } from '#app/utils/constants.ts'
import { displayName } from '#app/features/auth/public.ts'
import { ArticleStatusBadge } from '#app/features/articles/public.ts'
import type { RecentArticle } from '#app/features/dashboard/dashboard.types.ts'

function ArticleItem({ article }: { article: RecentArticle }) {
  const t = useT()
  const { language } = useLanguage()
  // the category and the author are data (data-content), the rest the dashboard's words
  const details: [string, ReactNode][] = [
    ...(article.category
      ? [['category', <span data-content>{categoryName(article.category, language)}</span>] as [string, ReactNode]]
      : []),
    ...(article.author
      ? [
          [
            'author',
            <WithContent text={t('admin.dashboard.byAuthor')} slot="name" value={displayName(article.author)} />,
          ] as [string, ReactNode],
        ]
      : []),
    ['date', formatDate(article.publishedAt ?? article.createdAt, language)],
    ['views', countText(t, language, 'admin.dashboard.views', article.viewCount)],
  ]
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium text-neutral-900" data-content>
          {localizedField(article, 'title', language)}
        </p>
        <p className="mt-0.5 text-sm text-neutral-500">
          {details.map(([key, part], index) => (
            <Fragment key={key}>
              {index > 0 ? ' · ' : null}
              {part}
            </Fragment>
          ))}
        </p>
      </div>
      <div className="shrink-0">
        <ArticleStatusBadge status={article.status} />
      </div>
    </li>
  )
}

/** The 5 most recent articles; skeleton rows while they load. */
export function RecentArticles({ articles }: { articles: RecentArticle[] | undefined }) {
  const t = useT()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.dashboard.recentArticles')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!articles ? (
          <ul className="divide-y divide-neutral-100" aria-busy="true" aria-label={t('admin.common.loading')}>
            {Array.from({ length: DASHBOARD_RECENT_ARTICLES }, (_, i) => (
              <li key={i} className="py-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="mt-2 h-3 w-1/2" />
              </li>
            ))}
          </ul>
        ) : articles.length === 0 ? (
          <p className="py-6 text-center text-neutral-500">{t('admin.dashboard.noArticles')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {articles.slice(0, DASHBOARD_RECENT_ARTICLES).map((article) => (
              <ArticleItem key={article.id} article={article} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
