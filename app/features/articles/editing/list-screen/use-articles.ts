import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { can } from '#app/features/auth/public.ts'
import { apiRequest, isApiError, isUnauthorizedError } from '#app/ui/admin/api-client.ts'
import { DASHBOARD_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { displayName, useStaffUser } from '#app/features/auth/public.ts'
import { USERS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminUser } from '#app/features/users/public.ts'
import { articleListUrl } from './list-format.ts'
import { type ArticleListFilters } from './types.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminArticle, AdminArticlePage } from '#app/features/articles/article.types.ts'
import { errorText } from '#app/ui/admin/feedback.ts'

/** After every article change: the lists, the open article and the dashboard load again. */
export function useRefreshArticles(): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ARTICLES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
    ])
  }
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useArticleList(filters: ArticleListFilters) {
  return useQuery<AdminArticlePage>({
    queryKey: [...ARTICLES_QUERY_KEY, 'list', filters],
    queryFn: () => apiRequest<AdminArticlePage>('GET', articleListUrl(filters)),
    placeholderData: keepPreviousData,
  })
}

/** Delete, with its toasts. */
export function useDeleteArticle() {
  const t = useT()
  const refresh = useRefreshArticles()
  return useMutation({
    mutationFn: (article: AdminArticle) => apiRequest('DELETE', `/api/admin/articles/${article.id}`),
    onSuccess: () => toast({ title: t('admin.common.success'), description: t('admin.articles.deleted') }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return
      const message =
        errorText(t, error) ?? (isApiError(error) ? String(error.status) : t('admin.articles.deleteFailedFallback'))
      toast({
        variant: 'destructive',
        title: t('admin.common.error'),
        description: t('admin.articles.deleteFailed', { message }),
      })
    },
    onSettled: refresh,
  })
}

export interface AuthorChoice {
  id: number
  name: string
}

function mergeAuthors(known: Map<number, string>, articles: AdminArticle[] | undefined): Map<number, string> {
  const fresh = (articles ?? []).flatMap((a) => (a.author && !known.has(a.author.id) ? [a.author] : []))
  if (fresh.length === 0) return known
  const next = new Map(known)
  for (const author of fresh) next.set(author.id, displayName(author))
  return next
}

/**
 * The author filter's choices. GET /api/admin/users is for super_admins only: they get
 * every staff user; others get themselves and the authors met in the pages loaded so far.
 */
export function useAuthorChoices(articles: AdminArticle[] | undefined): AuthorChoice[] {
  const self = useStaffUser()
  const users = useQuery<AdminUser[]>({ queryKey: USERS_QUERY_KEY, enabled: can(self.role, 'users.manage') })
  const [seen, setSeen] = useState(() => new Map([[self.id, displayName(self)]]))
  const [lastArticles, setLastArticles] = useState<AdminArticle[] | undefined>(undefined)
  // remember authors while rendering (React's "adjust state on prop change"), not in an effect
  if (articles !== lastArticles) {
    setLastArticles(articles)
    const next = mergeAuthors(seen, articles)
    if (next !== seen) setSeen(next)
  }
  const all = new Map(seen)
  for (const user of users.data ?? []) all.set(user.id, displayName(user))
  return [...all].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}
