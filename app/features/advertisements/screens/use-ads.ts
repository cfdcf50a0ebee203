import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { AdInput } from '#app/features/advertisements/ad.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { adRequestBody } from './ad-format.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { ADS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdList, AdminAd } from '#app/features/advertisements/ad.types.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'

export function useAds() {
  return useQuery<AdList>({ queryKey: ADS_QUERY_KEY })
}

/**
 * Create, update, toggle and delete, each with its toasts (in the admin's language);
 * the list loads again after each.
 */
export function useAdMutations() {
  const t = useT()
  const succeeded = (key: TranslationKey) => toastSuccess(t, key)
  const failed = (key: TranslationKey, error: unknown) => toastFailure(t, key, error)
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADS_QUERY_KEY })
  const create = useMutation({
    mutationFn: (input: AdInput) => apiRequest<AdminAd>('POST', '/api/admin/advertisements', adRequestBody(input)),
    onSuccess: () => succeeded('admin.ads.toast.created'),
    onError: (error) => failed('admin.ads.toast.createFailed', error),
    onSettled: refresh,
  })
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdInput }) =>
      apiRequest<AdminAd>('PUT', `/api/admin/advertisements/${id}`, adRequestBody(input)),
    onSuccess: () => succeeded('admin.ads.toast.updated'),
    onError: (error) => failed('admin.ads.toast.updateFailed', error),
    onSettled: refresh,
  })
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdminAd['status'] }) =>
      apiRequest<AdminAd>('PUT', `/api/admin/advertisements/${id}`, { status }),
    onSuccess: () => succeeded('admin.ads.toast.statusUpdated'),
    onError: (error) => failed('admin.ads.toast.statusFailed', error),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/advertisements/${id}`),
    onSuccess: () => succeeded('admin.ads.toast.deleted'),
    onError: (error) => failed('admin.ads.toast.deleteFailed', error),
    onSettled: refresh,
  })
  return { create, update, setStatus, remove }
}
