import { useMutation } from '@tanstack/react-query'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { ArticleInput } from '#app/features/articles/article.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { useRefreshArticles } from '../list-screen/use-articles.ts'
import { toastFailure } from '#app/ui/admin/feedback.ts'

/** POST (create) or PUT (edit), with their toasts; the lists load again after. */
export function useSaveArticle(saved: AdminArticle | null) {
  const t = useT()
  const refresh = useRefreshArticles()
  return useMutation({
    mutationFn: (body: ArticleInput) =>
      saved
        ? apiRequest<AdminArticle>('PUT', `/api/admin/articles/${saved.id}`, body)
        : apiRequest<AdminArticle>('POST', '/api/admin/articles', body),
    onSuccess: () =>
      toast({
        title: t('admin.editor.saved'),
        description: t(saved ? 'admin.editor.updated' : 'admin.editor.created'),
      }),
    onError: (error) => toastFailure(t, saved ? 'admin.editor.updateFailed' : 'admin.editor.createFailed', error),
    onSettled: refresh,
  })
}
