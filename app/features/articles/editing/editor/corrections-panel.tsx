import { useQuery } from '@tanstack/react-query'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { isLive } from '#app/features/articles/article-rules.ts'
import type { AdminArticle, AdminArticleCorrection } from '#app/features/articles/article.types.ts'
import { can } from '#app/features/auth/public.ts'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { displayName, useStaffUser } from '#app/features/auth/public.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { CorrectionForm } from './correction-form.tsx'
import { EditorSection } from './editor-section.tsx'
import { useCorrections } from './use-corrections.ts'

/**
 * Below the article editor: the article's corrections (date, author, both texts) and,
 * for editors and super_admins on a published article, the form that adds one. Shown
 * once the article has loaded (the editor's own query) and only when there is
 * something to list or the user may add.
 */
export function CorrectionsPanel({ articleId }: { articleId: number }) {
  const self = useStaffUser()
  const article = useQuery<AdminArticle>({ queryKey: [...ARTICLES_QUERY_KEY, articleId] })
  if (!article.isSuccess) return null
  const { status, publishedAt } = article.data
  const live = isLive({ status, publishedAt: publishedAt ? new Date(publishedAt) : null })
  return <Corrections articleId={articleId} mayAdd={can(self.role, 'articles.correct')} live={live} />
}

function Corrections({ articleId, mayAdd, live }: { articleId: number; mayAdd: boolean; live: boolean }) {
  const t = useT()
  const corrections = useCorrections(articleId)
  const listed = corrections.data?.corrections ?? []
  if (!mayAdd && listed.length === 0) return null
  return (
    <div className="mt-6">
      <EditorSection
        id="article-corrections"
        title={t('admin.corrections.title')}
        description={t('admin.corrections.description')}
      >
        {corrections.isError ? (
          <QueryError
            title={t('admin.corrections.loadFailed')}
            error={corrections.error}
            onRetry={() => void corrections.refetch()}
          />
        ) : listed.length === 0 ? (
          <p className="text-sm text-neutral-500">{t('admin.corrections.empty')}</p>
        ) : (
          <ol aria-label={t('admin.corrections.listLabel')} className="grid gap-3">
            {listed.map((correction) => (
              <CorrectionItem key={correction.id} correction={correction} />
            ))}
          </ol>
        )}
        {mayAdd && live ? <CorrectionForm articleId={articleId} /> : null}
        {mayAdd && !live ? <p className="text-sm text-neutral-500">{t('admin.corrections.notLive')}</p> : null}
      </EditorSection>
    </div>
  )
}

function CorrectionItem({ correction }: { correction: AdminArticleCorrection }) {
  const t = useT()
  const { language } = useLanguage()
  const author = correction.author ? displayName(correction.author) : t('admin.corrections.deletedAuthor')
  return (
    <li className="rounded-md border border-neutral-200 p-3 text-sm">
      <p className="text-xs text-neutral-500">
        <time dateTime={correction.createdAt}>{formatDateTime(correction.createdAt, language)}</time>{' '}
        {t('admin.corrections.by', { name: author })}
      </p>
      <p className="mt-1 whitespace-pre-line" lang="en">
        {correction.text}
      </p>
      {correction.textGr ? (
        <p className="mt-1 whitespace-pre-line text-neutral-700" lang="el">
          <span className="font-medium">{t('admin.corrections.greek')}:</span> {correction.textGr}
        </p>
      ) : null}
    </li>
  )
}
