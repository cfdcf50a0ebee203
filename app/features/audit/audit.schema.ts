import { z } from 'zod'
import { SITE_TIME_ZONE } from '#app/utils/constants.ts'
import { addDays, isStorableInstant } from '#app/utils/dates.ts'
import { idFilter } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { optionalChoice, pageFields } from '#app/utils/schema-fields.ts'
import { auditMessages as m } from './audit.messages.ts'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit.types.ts'

export const AUDIT_PAGE_SIZE = 20

const isDay = (value: string) => z.iso.date().safeParse(value).success
const isTime = (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success

/** The offset of the site's time zone from UTC at `instant`, in milliseconds. */
function siteOffsetMs(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -minutes : minutes) * 60_000
}

/** The instant a calendar day begins in the site's time zone (clocks change at 03:00/04:00, never at midnight). */
export function siteDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  return new Date(utcMidnight - siteOffsetMs(new Date(utcMidnight - 3 * 3_600_000)))
}

/**
 * A bound of the time filter: a calendar day (the whole day, site time) or an ISO time
 * with its offset; absent or '' give no bound. `from` is the first instant, `to` the first
 * instant after the window.
 */
const timeBound = (edge: 'from' | 'to', message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .refine((value) => isDay(value) || isTime(value), { error: message })
      .transform((value) => {
        if (!isDay(value)) return new Date(new Date(value).getTime() + (edge === 'to' ? 1 : 0))
        if (edge === 'from') return siteDayStart(value)
        return siteDayStart(addDays(value, 1))
      })
      .refine(isStorableInstant, { error: message })
      .optional(),
  )

/** GET /api/admin/audit-log: every parameter checked; an empty value means no filter. */
export const AuditLogQuerySchema = z
  .object({
    actorId: idFilter('actorId'),
    action: optionalChoice(AUDIT_ACTIONS, schemaText(m.actionInvalid)),
    targetType: optionalChoice(AUDIT_TARGET_TYPES, schemaText(m.targetTypeInvalid)),
    from: timeBound('from', schemaText(m.fromInvalid)),
    to: timeBound('to', schemaText(m.toInvalid)),
    ...pageFields({ max: 100, fallback: AUDIT_PAGE_SIZE }),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['from'],
    error: schemaText(m.rangeInvalid),
  })
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>
