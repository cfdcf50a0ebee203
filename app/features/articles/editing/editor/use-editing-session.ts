import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { useStaffUser } from '#app/features/auth/public.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { toFormValues } from './article-form-values.ts'
import type { ArticleForm } from './form-types.ts'
import { useAutosave, type Autosave } from './use-autosave.ts'
import { usePresence, type Presence } from './use-presence.ts'

/**
 * The editor's autosave and who-is-editing together. When the editing is taken
 * from this tab, its changes are kept at once; when a read-only tab becomes the
 * editor (the other left), it shows the article as it is now before anyone types.
 */
export function useEditingSession(
  form: ArticleForm,
  saved: AdminArticle | null,
): { autosave: Autosave; presence: Presence } {
  const self = useStaffUser()
  const autosave = useAutosave(form, saved, self.id)
  const presence = usePresence(saved?.id ?? null)
  const queryClient = useQueryClient()
  const wasReadOnly = useRef(false)
  const { readOnly } = presence

  useEffect(() => {
    if (readOnly) {
      wasReadOnly.current = true
      autosave.keepNow()
      return
    }
    if (!wasReadOnly.current || !saved) return
    wasReadOnly.current = false
    void queryClient
      .fetchQuery<AdminArticle>({ queryKey: [...ARTICLES_QUERY_KEY, saved.id], staleTime: 0 })
      .then((fresh) => {
        if (!form.formState.isDirty) form.reset(toFormValues(fresh))
      })
      .catch(() => undefined)
    // only the change between read-only and editing matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly])

  return { autosave, presence }
}
