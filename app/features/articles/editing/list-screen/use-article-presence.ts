import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { useStaffUser } from '#app/features/auth/public.ts'
import type { ArticlePresenceList, PresentUser } from '#app/features/articles/editing/article-editing.types.ts'
import { PRESENCE_HEARTBEAT_MS } from '#app/features/articles/editing/presence.schema.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

/** How often the list asks again who is editing its articles. */
const LIST_PRESENCE_EVERY_MS = 2 * PRESENCE_HEARTBEAT_MS

/**
 * Who else is editing each article of the page shown, by a call of its own
 * (GET /api/admin/articles/presence): it changes every few seconds, the page of
 * articles does not. The user's own editing is not shown.
 */
export function useArticlePresence(articles: AdminArticle[] | undefined): Map<number, PresentUser> {
  const self = useStaffUser()
  const ids = (articles ?? []).map((a) => a.id)
  const presence = useQuery<ArticlePresenceList>({
    queryKey: [...ARTICLES_QUERY_KEY, 'presence', ids],
    queryFn: () => apiRequest<ArticlePresenceList>('GET', `/api/admin/articles/presence?ids=${ids.join(',')}`),
    enabled: ids.length > 0,
    refetchInterval: LIST_PRESENCE_EVERY_MS,
  })
  return new Map((presence.data?.editing ?? []).filter((e) => e.userId !== self.id).map((e) => [e.articleId, e]))
}
