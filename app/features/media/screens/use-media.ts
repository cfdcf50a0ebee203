import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import { MEDIA_PAGE_SIZE } from '#app/features/media/media.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import { type MediaFilters } from './types.ts'
import { MEDIA_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { MediaItem, MediaPage } from '#app/features/media/media.types.ts'

/** GET /api/admin/media with every filter sent to the server. */
export function mediaListUrl(filters: MediaFilters, limit: number = MEDIA_PAGE_SIZE): string {
  const params = new URLSearchParams({ type: filters.type, date: filters.date })
  const search = filters.search.trim()
  if (search) params.set('search', search)
  params.set('limit', String(limit))
  params.set('offset', String(filters.offset))
  return `/api/admin/media?${params.toString()}`
}

export function useRefreshMedia(): () => Promise<void> {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY })
}

export function useMediaList(filters: MediaFilters) {
  return useQuery<MediaPage>({
    queryKey: [...MEDIA_QUERY_KEY, filters],
    queryFn: () => apiRequest<MediaPage>('GET', mediaListUrl(filters)),
    placeholderData: keepPreviousData,
  })
}

export function useUpdateMedia(onDone: () => void) {
  const t = useT()
  const refresh = useRefreshMedia()
  return useMutation({
    mutationFn: ({ id, ...details }: { id: number; altText: string; caption: string; credit: string }) =>
      apiRequest<MediaItem>('PATCH', `/api/admin/media/${id}`, details),
    onSuccess: () => {
      toastSuccess(t, 'admin.media.updated')
      onDone()
    },
    onError: (error) => toastFailure(t, 'admin.media.updateFailed', error),
    onSettled: refresh,
  })
}

/** Delete; a 409 (an article uses the file) shows the server's reason. */
export function useDeleteMedia() {
  const t = useT()
  const refresh = useRefreshMedia()
  return useMutation({
    mutationFn: (item: MediaItem) => apiRequest('DELETE', `/api/admin/media/${item.id}`),
    onSuccess: () => toastSuccess(t, 'admin.media.deleted'),
    onError: (error) => toastFailure(t, 'admin.media.deleteFailed', error),
    onSettled: refresh,
  })
}
