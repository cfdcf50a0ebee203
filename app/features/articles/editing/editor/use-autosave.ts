import { useEffect, useMemo, useRef, useState } from 'react'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { AUTOSAVE_DEBOUNCE_MS } from '#app/features/articles/editing/autosave.schema.ts'
import { draftOf, toFormValues, type ArticleFormValues } from './article-form-values.ts'
import { browserDraftStore, serverDraftStore, type KeptDraft } from './draft-stores.ts'
import type { ArticleForm } from './form-types.ts'

/** The article's version as the API sends it (1 before the first save by staff). */
const sameValues = (a: Partial<ArticleFormValues>, b: Partial<ArticleFormValues>) =>
  JSON.stringify({ ...b, ...a }) === JSON.stringify({ ...a, ...b })

export interface Autosave {
  /** unsaved changes kept earlier, offered until the user restores or discards them */
  offer: KeptDraft | null
  restore: () => void
  discard: () => void
  /** when the changes on screen were last kept */
  keptAt: string | null
  failed: boolean
  /** keep the changes on screen now (leaving by Cancel, or the editing taken over) */
  keepNow: () => void
  /** the article was saved: its draft has served (the server deletes its own; one kept meanwhile goes too) */
  saved: () => void
}

/**
 * Autosave: AUTOSAVE_DEBOUNCE_MS after the last change, the
 * form's values are kept: on the server for an article, in localStorage for a new
 * one. On opening, changes kept earlier are offered; nothing is kept while that offer
 * is open, so the offer is never overwritten before the user chooses.
 */
export function useAutosave(form: ArticleForm, saved: AdminArticle | null, userId: number): Autosave {
  const id = saved?.id ?? null
  const version = saved ? saved.version : null
  // a save moves the version: the next draft is made on that one
  const store = useMemo(
    () => (id !== null && version !== null ? serverDraftStore({ id, version }) : browserDraftStore(userId)),
    [id, version, userId],
  )
  const [offer, setOffer] = useState<KeptDraft | null>(null)
  const [keptAt, setKeptAt] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const holding = useRef(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef<Promise<unknown> | null>(null)

  const keepNow = () => {
    clearTimeout(timer.current)
    if (holding.current || !form.formState.isDirty) return
    const keeping = store.keep(draftOf(form.getValues())).then(
      (at) => {
        setKeptAt(at)
        setFailed(false)
      },
      () => setFailed(true),
    )
    inFlight.current = keeping
    void keeping.finally(() => {
      if (inFlight.current === keeping) inFlight.current = null
    })
  }

  useEffect(() => {
    let active = true
    holding.current = true
    store
      .load()
      .then((kept) => {
        if (!active) return
        if (kept && !sameValues(kept.draft, draftOf(form.getValues()))) setOffer(kept)
        else holding.current = false
      })
      .catch(() => {
        holding.current = false
      })
    const watching = form.watch(() => {
      clearTimeout(timer.current)
      timer.current = setTimeout(keepNow, AUTOSAVE_DEBOUNCE_MS)
    })
    return () => {
      active = false
      watching.unsubscribe()
      clearTimeout(timer.current)
    }
    // one store per article and user; the form lives as long as this editor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store])

  const settle = () => {
    setOffer(null)
    holding.current = false
  }

  return {
    offer,
    restore: () => {
      if (!offer) return
      form.reset({ ...toFormValues(saved), ...offer.draft }, { keepDefaultValues: true })
      settle()
    },
    discard: () => {
      settle()
      void store.remove().catch(() => undefined)
    },
    keptAt,
    failed,
    keepNow,
    saved: () => {
      clearTimeout(timer.current)
      setKeptAt(null)
      const pending = inFlight.current
      if (!saved) void store.remove()
      // a draft the server received after the save would come back on the next visit
      else if (pending) void pending.finally(() => store.remove().catch(() => undefined))
    },
  }
}
