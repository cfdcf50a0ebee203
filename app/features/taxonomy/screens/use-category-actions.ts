import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { CategoryInput } from '#app/features/taxonomy/category.schema.ts'
import { apiRequest, isUnauthorizedError } from '#app/ui/admin/api-client.ts'
import { errorText, toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { categoryDeleteFailureMessage } from './delete-failure.ts'
import { CATEGORIES_QUERY_KEY, TAGS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminCategory, AdminTag } from '#app/features/taxonomy/category.types.ts'

function useRefresh(key: readonly unknown[]): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      // article rows show category names and tags
      queryClient.invalidateQueries({ queryKey: ARTICLES_QUERY_KEY }),
    ])
  }
}

/** Create (no id) or update a category. */
export function useSaveCategory(editing: AdminCategory | null) {
  const t = useT()
  const refresh = useRefresh(CATEGORIES_QUERY_KEY)
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      editing
        ? apiRequest<AdminCategory>('PUT', `/api/admin/categories/${editing.id}`, input)
        : apiRequest<AdminCategory>('POST', '/api/admin/categories', input),
    onSuccess: () => toastSuccess(t, editing ? 'admin.categories.updated' : 'admin.categories.created'),
    onError: (error) =>
      toastFailure(t, editing ? 'admin.categories.updateFailed' : 'admin.categories.createFailed', error),
    onSettled: refresh,
  })
}

export function useDeleteCategory() {
  const t = useT()
  const refresh = useRefresh(CATEGORIES_QUERY_KEY)
  return useMutation({
    mutationFn: (category: AdminCategory) => apiRequest('DELETE', `/api/admin/categories/${category.id}`),
    onSuccess: () => toastSuccess(t, 'admin.categories.deleted'),
    onError: (error) => {
      if (isUnauthorizedError(error)) return
      const message = categoryDeleteFailureMessage(error)
      toast({
        variant: 'destructive',
        title: t('admin.common.error'),
        description: message ? (errorText(t, error) ?? message) : t('admin.categories.deleteFailed'),
      })
    },
    onSettled: refresh,
  })
}

export function useCreateTags(onDone: () => void) {
  const t = useT()
  const refresh = useRefresh(TAGS_QUERY_KEY)
  return useMutation({
    mutationFn: (tagNames: string[]) => apiRequest<AdminTag[]>('POST', '/api/admin/tags', { tagNames }),
    onSuccess: () => {
      toastSuccess(t, 'admin.tags.created')
      onDone()
    },
    onError: (error) => toastFailure(t, 'admin.tags.createFailed', error),
    onSettled: refresh,
  })
}

export function useDeleteTag() {
  const t = useT()
  const refresh = useRefresh(TAGS_QUERY_KEY)
  return useMutation({
    mutationFn: (tag: AdminTag) => apiRequest('DELETE', `/api/admin/tags/${tag.id}`),
    onSuccess: () => toastSuccess(t, 'admin.tags.deleted'),
    onError: (error) => toastFailure(t, 'admin.tags.deleteFailed', error),
    onSettled: refresh,
  })
}
