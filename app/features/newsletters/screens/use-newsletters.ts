import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import type { Language } from '#app/i18n/language.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { NewsletterDetail, NewsletterList } from '#app/features/newsletters/newsletter.types.ts'
import type { SubscriptionPage } from '#app/features/subscriptions/public.ts'
import { PROGRESS_REFRESH_MS, newslettersUrl } from './newsletter-format.ts'
import { NEWSLETTERS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

export interface NewsletterDraft {
  subject: string
  subjectGr: string
  intro: string
  introGr: string
  articleIds: number[]
}

/** One page of issues; refreshed every few seconds while one of them is sending. */
export function useNewsletterPage(page: number) {
  return useQuery<NewsletterList>({
    queryKey: [...NEWSLETTERS_QUERY_KEY, 'page', page],
    queryFn: () => apiRequest<NewsletterList>('GET', newslettersUrl(page)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.newsletters.some((issue) => issue.status === 'sending') ? PROGRESS_REFRESH_MS : false,
  })
}

/** One issue; its counts refresh while it is sending. */
export function useNewsletter(id: number | null) {
  return useQuery<NewsletterDetail>({
    queryKey: [...NEWSLETTERS_QUERY_KEY, id],
    enabled: id !== null,
    queryFn: () => apiRequest<NewsletterDetail>('GET', `/api/admin/newsletters/${id}`),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_REFRESH_MS : false),
  })
}

export function usePreview(id: number, language: Language, version: string) {
  return useQuery<{ subject: string; html: string; text: string }>({
    queryKey: [...NEWSLETTERS_QUERY_KEY, id, 'preview', language, version],
    queryFn: () => apiRequest('GET', `/api/admin/newsletters/${id}/preview?language=${language}`),
  })
}

/** How many active subscribers an issue sent now would go to. */
export function useActiveSubscribers(enabled: boolean) {
  return useQuery<number>({
    queryKey: ['/api/admin/subscriptions', 'active-count'],
    enabled,
    queryFn: async () =>
      (await apiRequest<SubscriptionPage>('GET', '/api/admin/subscriptions?status=active&limit=1')).counts.active,
  })
}

function body(draft: NewsletterDraft) {
  return {
    subject: draft.subject,
    subjectGr: draft.subjectGr || null,
    intro: draft.intro,
    introGr: draft.introGr || null,
    articleIds: draft.articleIds,
  }
}

/** Create (no id) or update an issue. */
export function useSaveNewsletter(id: number | null) {
  const t = useT()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: NewsletterDraft) =>
      id === null
        ? apiRequest<NewsletterDetail>('POST', '/api/admin/newsletters', body(draft))
        : apiRequest<NewsletterDetail>('PUT', `/api/admin/newsletters/${id}`, body(draft)),
    onSuccess: (saved) => {
      queryClient.setQueryData([...NEWSLETTERS_QUERY_KEY, saved.id], saved)
      toastSuccess(t, 'admin.newsletters.saved')
    },
    onError: (error) => toastFailure(t, 'admin.newsletters.saveFailed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWSLETTERS_QUERY_KEY }),
  })
}

/** Send now (no time) or schedule; cancel a schedule; each answers the issue. */
export function useNewsletterActions(id: number) {
  const t = useT()
  const queryClient = useQueryClient()
  const settle = (saved: NewsletterDetail) => queryClient.setQueryData([...NEWSLETTERS_QUERY_KEY, id], saved)
  const refresh = () => queryClient.invalidateQueries({ queryKey: NEWSLETTERS_QUERY_KEY })
  const send = useMutation({
    mutationFn: (scheduledAt: string | null) =>
      apiRequest<NewsletterDetail>('POST', `/api/admin/newsletters/${id}/send`, scheduledAt ? { scheduledAt } : {}),
    onSuccess: (saved, scheduledAt) => {
      settle(saved)
      toastSuccess(t, scheduledAt ? 'admin.newsletters.scheduled' : 'admin.newsletters.sendStarted')
    },
    onError: (error, scheduledAt) =>
      toastFailure(t, scheduledAt ? 'admin.newsletters.scheduleFailed' : 'admin.newsletters.sendFailed', error),
    onSettled: refresh,
  })
  const cancel = useMutation({
    mutationFn: () => apiRequest<NewsletterDetail>('POST', `/api/admin/newsletters/${id}/cancel`),
    onSuccess: (saved) => {
      settle(saved)
      toastSuccess(t, 'admin.newsletters.cancelled')
    },
    onError: (error) => toastFailure(t, 'admin.newsletters.cancelFailed', error),
    onSettled: refresh,
  })
  const test = useMutation({
    mutationFn: (language: Language) => apiRequest('POST', `/api/admin/newsletters/${id}/test`, { language }),
    onSuccess: () => toastSuccess(t, 'admin.newsletters.testSent'),
    onError: (error) => toastFailure(t, 'admin.newsletters.testFailed', error),
  })
  return { send, cancel, test }
}
