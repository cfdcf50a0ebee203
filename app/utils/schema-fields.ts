import { z } from 'zod'
import { isCleanText } from './clean-text.ts'
import { inputMessages } from './common-messages.ts'
import { isStorableDay, isStorableInstant } from './dates.ts'
import { ID_MAX } from './ids.ts'
import { schemaText } from './messages.ts'

/**
 * The field shapes the areas' schemas share (input is strict at the edge).
 * Server and admin forms parse with the same schemas, so these hold on both sides.
 */

const isMissing = (value: unknown) => value === undefined || value === null

/** Text under the text rule: well-formed Unicode without NUL. */
export const cleanText = (options: { missing?: string } = {}) =>
  z
    .string({
      error: (issue) =>
        isMissing(issue.input) && options.missing ? options.missing : schemaText(inputMessages.notText),
    })
    .refine(isCleanText, { error: schemaText(inputMessages.textUnclean) })

/** Required text: absent, null, empty and blank all answer the given `message`. */
export const requiredText = (message: string, max: number) =>
  cleanText({ missing: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: schemaText(inputMessages.tooLong, { max }) })

/** Optional text: absent, null and blank become null. */
export const optionalText = (max: number) =>
  cleanText()
    .trim()
    .max(max, { error: schemaText(inputMessages.tooLong, { max }) })
    .nullish()
    .transform((v) => (v ? v : null))

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30) in STORABLE_YEARS; absent, null and '' give null. */
export const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.iso
      .date({ error: message })
      .refine(isStorableDay, { error: message })
      .nullish()
      .transform((v) => v ?? null),
  )

/** An ISO date and time with its offset, as a Date in STORABLE_YEARS; absent, null and '' give null. */
export const optionalInstant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .nullish()
    .transform((v) => (v ? new Date(v) : null))
    .refine((date) => date === null || isStorableInstant(date), { error: message })

const WHOLE_NUMBER = /^[+-]?\d{1,16}$/

/**
 * A whole number from a JSON number or decimal digits (query strings, number inputs),
 * finite and within [min, max]; absent, null or blank give `fallback`.
 */
export const wholeNumber = (options: { min: number; max: number; fallback: number; message: string }) =>
  z.preprocess(
    (value) => {
      const text = typeof value === 'string' ? value.trim() : undefined
      if (value === undefined || value === null || text === '') return options.fallback
      const n = text !== undefined && WHOLE_NUMBER.test(text) ? Number(text) : value
      return typeof n === 'number' && Number.isInteger(n) && n >= options.min && n <= options.max ? n : Number.NaN
    },
    z.number({ error: options.message }),
  )

/** A query value of a closed set; absent or '' give undefined (no filter). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional())

/** A list's paging in a query: `limit` from 1 to `max` (`fallback` when absent), `offset` from 0. */
export const pageFields = (options: { max: number; fallback: number }) => ({
  limit: wholeNumber({
    min: 1,
    max: options.max,
    fallback: options.fallback,
    message: schemaText(inputMessages.limitRange, { max: options.max }),
  }),
  offset: wholeNumber({ min: 0, max: ID_MAX, fallback: 0, message: schemaText(inputMessages.offsetRange) }),
})
