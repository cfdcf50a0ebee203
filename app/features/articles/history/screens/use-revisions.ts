import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { toastFailure } from '#app/ui/admin/feedback.ts'
import type { AdminArticle, ArticleRevision, ArticleRevisionSummary } from '#app/features/articles/article.types.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { useRefreshArticles } from '../../editing/list-screen/use-articles.ts'

/**
 * An article's history from the API (GET …/revisions, …/revisions/{id}, POST …/restore).
 * The keys start with the article's, so every save loads the history again.
 */
export function useRevisions(articleId: number, enabled = true) {
  return useQuery<{ revisions: ArticleRevisionSummary[] }>({
    queryKey: [...ARTICLES_QUERY_KEY, articleId, 'revisions'],
    enabled,
  })
}

export function useRevision(articleId: number, revisionId: number | null) {
  return useQuery<{ revision: ArticleRevision }>({
    queryKey: [...ARTICLES_QUERY_KEY, articleId, 'revisions', revisionId],
    enabled: revisionId !== null,
  })
}

/** Restore a revision: the answer is the article as it is now, at its new version. */
export function useRestoreRevision(articleId: number) {
  const t = useT()
  const refresh = useRefreshArticles()
  return useMutation({
    mutationFn: (revision: ArticleRevisionSummary) =>
      apiRequest<AdminArticle>('POST', `/api/admin/articles/${articleId}/revisions/${revision.id}/restore`),
    onSuccess: (_article, revision) =>
      toast({
        title: t('admin.editor.saved'),
        description: t('admin.history.restored', { version: revision.version }),
      }),
    onError: (error) => toastFailure(t, 'admin.history.restoreFailed', error),
    onSettled: refresh,
  })
}
