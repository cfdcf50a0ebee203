import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { apiRequest, isUnauthorizedError } from '#app/ui/admin/api-client.ts'
import { errorText, toastSuccess } from '#app/ui/admin/feedback.ts'
import { subscriptionsUrl } from './subscription-format.ts'
import { type SubscriptionStatusFilter } from './types.ts'
import { SUBSCRIPTIONS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { SubscriptionPage } from '#app/features/subscriptions/subscription.types.ts'

/** One page; the previous page stays on screen while the next one loads. */
export function useSubscriptionPage(query: { status: SubscriptionStatusFilter; search: string; page: number }) {
  return useQuery<SubscriptionPage>({
    queryKey: [...SUBSCRIPTIONS_QUERY_KEY, query],
    queryFn: () => apiRequest<SubscriptionPage>('GET', subscriptionsUrl(query)),
    placeholderData: keepPreviousData,
  })
}

/** Delete: 'Subscription deleted', or the error's message, or the fallback. */
export function useDeleteSubscription() {
  const t = useT()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/subscriptions/${id}`),
    onSuccess: () => toastSuccess(t, 'admin.subscriptions.deleted'),
    onError: (error) => {
      if (isUnauthorizedError(error)) return
      const message = error instanceof Error && error.message ? (errorText(t, error) ?? error.message) : null
      toast({
        variant: 'destructive',
        title: t('admin.common.error'),
        description: message ?? t('admin.subscriptions.deleteFailed'),
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
  })
}
