import { describe, expect, it } from 'vitest'
import { allMessages } from '#app/utils/messages.ts'
import { ADMIN_TEXTS } from './admin-texts.ts'

/**
 * Every message catalogue of the product: the HTTP layer's and input rules' and each
 * area's `*.messages.ts`. An error the API sends takes its code from one of these
 * (AppError takes only a catalogue message), so these are all the codes it can send.
 */
await Promise.all(
  Object.values(import.meta.glob(['/app/utils/common-messages.ts', '/app/features/**/*.messages.ts'])).map((load) =>
    load(),
  ),
)

const errorTexts = (texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => key.startsWith('admin.error.')))
const en = errorTexts(ADMIN_TEXTS.en)
const gr = errorTexts(ADMIN_TEXTS.gr)
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const isGreek = (text: string) => /[\u0370-\u03ff]/.test(text)

describe('error codes and the admin dictionaries', () => {
  const messages = allMessages()

  it('knows the catalogues (one per area)', () => {
    const areas = new Set(messages.map((m) => m.code.split('.')[0]))
    expect([...areas].sort()).toEqual(
      [
        'ad',
        'article',
        'audit',
        'auth',
        'autosave',
        'category',
        'http',
        'input',
        'media',
        'newsletter',
        'presence',
        'settings',
        'subscription',
        'tag',
        'upload',
        'user',
      ].sort(),
    )
  })

  it('gives every code a Greek and an English text with the same parameters', () => {
    for (const { code, text } of messages) {
      const key = `admin.error.${code}`
      expect(en[key], key).toEqual(expect.any(String))
      expect(gr[key], key).toEqual(expect.any(String))
      expect(placeholders(en[key]!), key).toEqual(placeholders(text))
      expect(placeholders(gr[key]!), key).toEqual(placeholders(text))
      expect(isGreek(gr[key]!), `${key} is Greek`).toBe(true)
    }
  })

  it("shows the server's own text in English, and in Greek where the server's text is Greek", () => {
    for (const { code, text } of messages) {
      const key = `admin.error.${code}`
      expect(isGreek(text) ? gr[key] : en[key], key).toBe(text)
    }
  })

  it('has no text for a code the server cannot send', () => {
    const codes = new Set(messages.map((m) => `admin.error.${m.code}`))
    expect(Object.keys(en).filter((key) => !codes.has(key))).toEqual([])
    expect(Object.keys(gr).filter((key) => !codes.has(key))).toEqual([])
  })

  it('names each text once, so a schema message is known by its code', () => {
    const texts = messages.map((m) => m.text)
    expect(texts.length).toBe(new Set(texts).size)
  })
})
