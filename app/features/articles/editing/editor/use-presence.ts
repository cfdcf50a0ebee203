import { useEffect, useState } from 'react'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import type { PresenceState } from '#app/features/articles/editing/article-editing.types.ts'
import { PRESENCE_HEARTBEAT_MS } from '#app/features/articles/editing/presence.schema.ts'

/** This browser tab's id, the same for every article it opens (a reload is a new tab). */
let thisTab: string | null = null
function tabId(): string {
  thisTab ??= crypto.randomUUID()
  return thisTab
}

export interface Presence {
  /** the server's last answer; null until the first (or when presence is unavailable) */
  state: PresenceState | null
  /** someone else's tab is the editor: this one may only read */
  readOnly: boolean
  takeOver: () => Promise<void>
}

/**
 * Who is editing: while an article is open, beat every
 * PRESENCE_HEARTBEAT_MS; the answer says whether this tab is the editor. Leaving
 * (another screen, closing the tab) says goodbye with a request that outlives the
 * page; a tab that cannot say it expires on the server. Presence is advisory: when it
 * cannot be reached the form stays as it is, and the version check guards the save.
 */
export function usePresence(articleId: number | null): Presence {
  const [state, setState] = useState<PresenceState | null>(null)
  const url = `/api/admin/articles/${articleId}/presence`

  useEffect(() => {
    if (articleId === null) return
    let active = true
    const beat = () =>
      apiRequest<PresenceState>('POST', url, { tabId: tabId() }).then(
        (answer) => active && setState(answer),
        () => undefined,
      )
    void beat()
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS)
    const leave = () => {
      void fetch(`${url}/${tabId()}`, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      )
    }
    window.addEventListener('pagehide', leave)
    return () => {
      active = false
      clearInterval(timer)
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [articleId, url])

  return {
    state,
    readOnly: state !== null && !state.editing,
    takeOver: async () => {
      setState(await apiRequest<PresenceState>('POST', `${url}/take-over`, { tabId: tabId() }))
    },
  }
}
