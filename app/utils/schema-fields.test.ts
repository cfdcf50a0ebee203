import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { findUncleanText, isCleanText } from './clean-text.ts'
import { optionalDay, optionalText, requiredText, wholeNumber } from './schema-fields.ts'

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed character', () => {
    expect(isCleanText('Αθήνα 😀 \t\n')).toBe(true)
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d']) expect(isCleanText(bad), bad).toBe(false)
  })

  it('finds the field of the first bad string anywhere in a body, keys included', () => {
    expect(findUncleanText({ title: 'ok', socialLinks: { facebook: 'x\u0000' } })).toBe('socialLinks.facebook')
    expect(findUncleanText({ tagIds: [1, '\ud800'] })).toBe('tagIds.1')
    expect(findUncleanText({ 'a\u0000': 1 })).toBe('body')
    expect(findUncleanText({ title: 'Αθήνα', n: 1, list: [null, true] })).toBeNull()
    // deep nesting cannot exhaust the stack
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(findUncleanText(deep)).toMatch(/^0(\.0)*$/)
  })
})

describe('shared fields', () => {
  const form = z.object({ title: requiredText('Title is required', 10), note: optionalText(5) })

  it("answers a required text's message when absent, null, empty or blank", () => {
    for (const input of [{}, { title: null }, { title: '' }, { title: '  ' }]) {
      expect(form.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe('Title is required')
    }
    expect(form.safeParse({ title: ['x'] }).error?.issues[0]?.message).toBe('Must be text')
    expect(form.safeParse({ title: 'a\u0000' }).error?.issues[0]?.message).toBe(
      'Text contains characters that are not allowed',
    )
    expect(form.parse({ title: ' Hi ', note: ' ' })).toEqual({ title: 'Hi', note: null })
  })

  it('takes real calendar days only', () => {
    const day = z.object({ startDate: optionalDay('Bad day') })
    expect(day.parse({ startDate: '2028-02-29' }).startDate).toBe('2028-02-29')
    for (const startDate of [undefined, null, '', ' ']) expect(day.parse({ startDate }).startDate).toBeNull()
    for (const startDate of ['2026-02-30', '2026-13-01', 0, '0', '2026-1-1', 'tomorrow', '2026-01-01T00:00:00Z', []])
      expect(day.safeParse({ startDate }).error?.issues[0]?.message, String(startDate)).toBe('Bad day')
  })

  it('takes finite whole numbers in range; blank gives the default', () => {
    const page = z.object({ limit: wholeNumber({ min: 1, max: 50, fallback: 20, message: 'Bad limit' }) })
    expect(page.parse({}).limit).toBe(20)
    expect(page.parse({ limit: '' }).limit).toBe(20)
    expect(page.parse({ limit: '7' }).limit).toBe(7)
    expect(page.parse({ limit: 7 }).limit).toBe(7)
    for (const limit of ['1e999', '1e1', '0x10', '1.5', 'abc', '0', '51', Infinity, Number.NaN, 1.5, ['7'], {}])
      expect(page.safeParse({ limit }).error?.issues[0]?.message, String(limit)).toBe('Bad limit')
  })
})
