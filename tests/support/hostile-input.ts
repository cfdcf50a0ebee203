import type { Response } from 'supertest'
import { ADMIN_TEXTS } from '#app/i18n/admin-texts.ts'

/**
 * Hostile values by the kind of field they are sent to (no input gives a 5xx or
 * changes data). `INFINITY` is sent as the JSON literal 1e999, which parses
 * to Infinity; `HUGE` (10^19) does not fit any integer column.
 */
export const INFINITY = '__infinity__'
export const HUGE = 1e19

const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff']
const WRONG_TYPES = [['x'], { x: 'y' }, true]

export const HOSTILE = {
  text: [...BAD_TEXT, ...WRONG_TYPES, INFINITY, HUGE],
  /** an image's address: a stored file's must name a key the storage could hold */
  image: [...BAD_TEXT, ...WRONG_TYPES, 'javascript:alert(1)', '/objects/../../etc/passwd', '/objects//x', '/objects/'],
  /** text where only the text rule applies (a password may be any other string) */
  anyText: [...BAD_TEXT, ...WRONG_TYPES, INFINITY],
  id: [
    '0x1',
    '1e0',
    '+1',
    ' 1',
    '01',
    '1.0',
    -1,
    0,
    1.5,
    HUGE,
    INFINITY,
    '2147483648',
    '\u0000',
    ['1'],
    { id: 1 },
    true,
  ],
  /** the year-0 and year-10000 ones are well-formed, but no database column takes them */
  day: [
    ...['2026-02-30', '2026-13-01', 0, '0', 'junk', '2026-1-1', INFINITY, ['2026-01-01'], '\u0000', '\ud800'],
    '0000-01-01',
  ],
  dateTime: [
    ...['2026-02-30T10:00:00Z', 0, 'junk', INFINITY, ['2026-01-01T10:00:00Z'], '\u0000'],
    ...['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-12:00'],
  ],
  number: [INFINITY, `-${INFINITY}`, HUGE, 1.5, '1e999', [1], {}, true, '\u0000'],
  /** non-numeric text falls back to 1, so only numbers and other types are hostile */
  priority: [INFINITY, HUGE, 0, 101, 1.5, [1], {}, true, '\u0000'],
  choice: ['bogus', '\u0000', '\ud800', ['draft'], {}, 1, true],
  boolean: ['true', 1, ['x'], {}, '\u0000'],
  idList: [['0x1'], [INFINITY], [HUGE], ['01'], [null], ['\u0000'], [1.5], '1', {}],
  textList: ['x', ['\u0000'], ['\ud800'], [['x']], [{}], [1]],
  object: ['x', ['x'], { facebook: '\u0000' }],
} as const

export type FieldKind = keyof typeof HOSTILE

/** The JSON text of a body, with the INFINITY sentinel as a number literal out of range. */
export function jsonWith(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${INFINITY}"`, '1e999')
}

/** What is wrong with an answer to hostile input ('' when it is a 4xx JSON {message, code} without a stack). */
export function refusalProblem(res: Response): string {
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`
  if (!res.type.includes('json') || typeof res.body?.message !== 'string' || res.body.message === '')
    return 'no JSON message'
  if (!(`admin.error.${res.body.code}` in ADMIN_TEXTS.en)) return `no code the admin knows (${res.body.code})`
  if (/\bat .+:\d+:\d+|"stack"|node_modules|\.ts\b/.test(res.text)) return 'a stack trace'
  return ''
}
