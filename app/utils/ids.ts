import { z } from 'zod'
import { inputMessages } from './common-messages.ts'
import { schemaText } from './messages.ts'

/**
 * The one id rule: an id is a JSON number or a canonical decimal string
 * ("12": no sign, no leading zero, no spaces, no exponent, no fraction) naming a
 * positive integer that fits the id columns (`serial`/`integer`, PostgreSQL int4).
 */
export const ID_MAX = 2_147_483_647

const CANONICAL_ID = /^[1-9]\d{0,9}$/

/** The id this value names, or null when it names none. */
export function parseId(value: unknown): number | null {
  let id: number
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && CANONICAL_ID.test(value)) id = Number(value)
  else return null
  return Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : null
}

/** A required id field: absent, null, empty and malformed all give `message`. */
export const idField = (message: string) =>
  z.preprocess((value) => parseId(value) ?? Number.NaN, z.number({ error: message }))

/** An id that may be left out: absent, null and '' (and `none`) give null; anything else must be an id. */
export const optionalIdField = (message: string, none: readonly unknown[] = []) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' || none.includes(value)
        ? null
        : (parseId(value) ?? Number.NaN),
    z.number({ error: message }).nullable(),
  )

/** A query filter by id: absent or '' means no filter (undefined). */
export const idFilter = (name: string) =>
  optionalIdField(schemaText(inputMessages.idFilter, { name }))
    .transform((id) => id ?? undefined)
    .optional()

/** A list of ids (tags, curated articles); `max` ids at most. */
export const idList = (options: { message: string; itemMessage: string; max: number; maxMessage?: string }) =>
  z
    .array(idField(options.itemMessage), { error: options.message })
    .max(options.max, options.maxMessage ? { error: options.maxMessage } : undefined)
