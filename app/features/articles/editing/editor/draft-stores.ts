import { apiRequest } from '#app/ui/admin/api-client.ts'
import type { ArticleAutosave, ArticleAutosaveAnswer } from '#app/features/articles/editing/article-editing.types.ts'
import type { ArticleFormValues } from './article-form-values.ts'

/** Unsaved changes as they were kept, and when. */
export interface KeptDraft {
  draft: Partial<ArticleFormValues>
  updatedAt: string
  /** the article's version they were made on (a new article has none) */
  baseVersion: number | null
}

/** Where the editor keeps its unsaved changes: on the server for an article, in this browser for a new one. */
export interface DraftStore {
  load: () => Promise<KeptDraft | null>
  /** resolves to when they were kept */
  keep: (draft: Omit<ArticleFormValues, 'version'>) => Promise<string>
  remove: () => Promise<void>
}

const fromServer = (autosave: ArticleAutosave): KeptDraft => ({
  draft: autosave.draft as Partial<ArticleFormValues>,
  updatedAt: autosave.updatedAt,
  baseVersion: autosave.baseVersion,
})

/** An existing article: the user's autosave, GET/PUT/DELETE /api/admin/articles/{id}/autosave. */
export function serverDraftStore(article: { id: number; version: number }): DraftStore {
  const url = `/api/admin/articles/${article.id}/autosave`
  return {
    load: async () => {
      const { autosave } = await apiRequest<ArticleAutosaveAnswer>('GET', url)
      return autosave ? fromServer(autosave) : null
    },
    keep: async (draft) => {
      const { autosave } = await apiRequest<ArticleAutosaveAnswer>('PUT', url, { draft, baseVersion: article.version })
      return autosave!.updatedAt
    },
    remove: async () => {
      await apiRequest('DELETE', url)
    },
  }
}

/** A new article has no id yet: its draft stays in this browser, one per user. */
export function browserDraftStore(userId: number): DraftStore {
  const key = `newsroom:new-article-draft:${userId}`
  return {
    load: () => {
      try {
        const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as KeptDraft | null
        return Promise.resolve(kept && typeof kept.draft === 'object' && kept.updatedAt ? kept : null)
      } catch {
        return Promise.resolve(null)
      }
    },
    keep: (draft) => {
      const updatedAt = new Date().toISOString()
      window.localStorage.setItem(key, JSON.stringify({ draft, updatedAt, baseVersion: null } satisfies KeptDraft))
      return Promise.resolve(updatedAt)
    },
    remove: () => {
      window.localStorage.removeItem(key)
      return Promise.resolve()
    },
  }
}
