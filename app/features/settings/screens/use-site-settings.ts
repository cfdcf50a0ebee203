import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { apiRequest, isUnauthorizedError } from '#app/ui/admin/api-client.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import type { SiteSettings } from '#app/features/settings/settings.types.ts'
import { SETTINGS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

/** The settings query retries up to 3 times, except on unauthorized. */
export const SETTINGS_MAX_RETRIES = 3
export function settingsRetry(failureCount: number, error: unknown): boolean {
  return !isUnauthorizedError(error) && failureCount < SETTINGS_MAX_RETRIES
}

export function useSiteSettings() {
  return useQuery<SiteSettings>({ queryKey: SETTINGS_QUERY_KEY, retry: settingsRetry })
}

/**
 * PUT /api/admin/settings with one of its four bodies. The answer
 * is the whole settings record as stored (legal pages sanitised), which becomes the
 * cached one; then the screen's success or failure toast.
 */
export function useSaveSettings<Body extends Partial<SiteSettings>>({
  success,
  failure,
}: {
  success: TranslationKey
  failure: TranslationKey
}) {
  const t = useT()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) => apiRequest<SiteSettings>('PUT', '/api/admin/settings', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings)
      toastSuccess(t, success)
    },
    onError: (error) => toastFailure(t, failure, error),
  })
}
