import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import type { CorrectionInput } from '#app/features/articles/article.schema.ts'
import type { AdminArticleCorrection, AdminArticleCorrectionList } from '#app/features/articles/article.types.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

const correctionsKey = (articleId: number) => [...ARTICLES_QUERY_KEY, articleId, 'corrections']

/** GET /api/admin/articles/:id/corrections (it loads again with every article change). */
export function useCorrections(articleId: number) {
  return useQuery<AdminArticleCorrectionList>({ queryKey: correctionsKey(articleId) })
}

/** POST a correction, with its toasts; the list loads again after. */
export function useAddCorrection(articleId: number) {
  const t = useT()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CorrectionInput) =>
      apiRequest<AdminArticleCorrection>('POST', `/api/admin/articles/${articleId}/corrections`, input),
    onSuccess: () => toastSuccess(t, 'admin.corrections.added'),
    onError: (error) => toastFailure(t, 'admin.corrections.addFailed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: correctionsKey(articleId) }),
  })
}
