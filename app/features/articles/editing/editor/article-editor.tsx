import { useQuery } from '@tanstack/react-query'
import { FileX, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { canEditArticle } from '#app/features/articles/article-rules.ts'
import { isApiError } from '#app/ui/admin/api-client.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { useStaffUser } from '#app/features/auth/public.ts'
import { ArticleForm } from './article-form.tsx'
import { CorrectionsPanel } from './corrections-panel.tsx'

/** The article editor: create mode, or edit mode for the article with this id (null: no such id). */
export type ArticleEditorProps = { mode: 'create' } | { mode: 'edit'; articleId: number | null }

export function ArticleEditor(props: ArticleEditorProps) {
  const t = useT()
  if (props.mode === 'create') {
    return (
      <>
        <PageHeader title={t('admin.editor.createTitle')} subtitle={t('admin.editor.createIntro')} />
        <ArticleForm saved={null} />
      </>
    )
  }
  return (
    <>
      <PageHeader title={t('admin.editor.editTitle')} subtitle={t('admin.editor.editIntro')} />
      {props.articleId === null ? <ArticleNotFound /> : <EditArticle id={props.articleId} />}
      {props.articleId === null ? null : <CorrectionsPanel articleId={props.articleId} />}
    </>
  )
}

function EditArticle({ id }: { id: number }) {
  const t = useT()
  const self = useStaffUser()
  const article = useQuery<AdminArticle>({ queryKey: [...ARTICLES_QUERY_KEY, id] })
  if (article.isPending) return <EditorSkeleton />
  if (article.isError) {
    if (isApiError(article.error) && article.error.status === 404) return <ArticleNotFound />
    return (
      <QueryError title={t('admin.editor.loadFailed')} error={article.error} onRetry={() => void article.refetch()} />
    )
  }
  if (!canEditArticle(self, article.data)) {
    return (
      <Notice icon={<Lock className="size-10 text-neutral-400" aria-hidden />} title={t('admin.editor.readOnlyTitle')}>
        {t('admin.error.article.editForbidden')}
      </Notice>
    )
  }
  return <ArticleForm key={article.data.id} saved={article.data} />
}

function ArticleNotFound() {
  const t = useT()
  return (
    <Notice icon={<FileX className="size-10 text-neutral-400" aria-hidden />} title={t('admin.editor.notFound')}>
      {t('admin.editor.notFoundText')}
    </Notice>
  )
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useT()
  return (
    <Card role="status" className="mx-auto mt-6 max-w-lg p-8 text-center">
      <div className="flex justify-center">{icon}</div>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-neutral-600">{children}</p>
      <Link to="/admin/articles" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        {t('admin.editor.backToList')}
      </Link>
    </Card>
  )
}

/** While an existing article loads: the shape of the form. */
function EditorSkeleton() {
  const t = useT()
  return (
    <div className="grid gap-6" aria-busy="true" aria-label={t('admin.common.loading')}>
      {[3, 2, 3, 6].map((rows, i) => (
        <Card key={i} className="grid gap-4 p-5">
          <Skeleton className="h-5 w-40" />
          {Array.from({ length: rows }, (_, j) => (
            <Skeleton key={j} className="h-10 w-full" />
          ))}
        </Card>
      ))}
    </div>
  )
}
