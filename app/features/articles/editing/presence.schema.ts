import { z } from 'zod'
import { parseId } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { presenceMessages as m } from './presence.messages.ts'

/** An open editor tells the server it is still there this often. */
export const PRESENCE_HEARTBEAT_MS = 5000
/** A tab not heard from for this long has closed or lost its connection: it is no longer there. */
export const PRESENCE_TIMEOUT_MS = 20_000
/** The tab ids the database accepts (migration 0014's check). */
export const TAB_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
/** GET /api/admin/articles/presence answers for this many articles at most (the list's largest page). */
export const PRESENCE_IDS_MAX = 200

export const tabIdField = z.string({ error: schemaText(m.tabIdInvalid) }).regex(TAB_ID_PATTERN, {
  error: schemaText(m.tabIdInvalid),
})

/** POST …/presence and …/presence/take-over */
export const PresenceInputSchema = z.object({ tabId: tabIdField })
export type PresenceInput = z.infer<typeof PresenceInputSchema>

/** GET /api/admin/articles/presence?ids=1,2,3: strict ids, none repeated twice in the answer. */
export const PresenceListQuerySchema = z.object({
  ids: z
    .string({ error: schemaText(m.idsInvalid) })
    .optional()
    .transform((value, ctx) => {
      if (!value) return []
      const ids = value.split(',').map(parseId)
      if (ids.length > PRESENCE_IDS_MAX || ids.some((id) => id === null)) {
        ctx.addIssue({ code: 'custom', message: schemaText(m.idsInvalid) })
        return z.NEVER
      }
      return [...new Set(ids as number[])]
    }),
})
