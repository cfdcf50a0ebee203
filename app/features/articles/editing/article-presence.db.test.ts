import { beforeEach, describe, expect, it } from 'vitest'
import { articlePresence } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory, createUser } from '#tests/factories/index.ts'
import {
  beatPresence,
  deleteExpiredPresence,
  findArticleEditors,
  leavePresence,
  shortName,
  takeOverEditing,
} from './article-presence.server.ts'
import { PRESENCE_TIMEOUT_MS } from './presence.schema.ts'

type Actor = Awaited<ReturnType<typeof createUser>>
let maria: Actor
let nikos: Actor
let articleId: number
const start = new Date('2026-11-26T10:40:00Z')
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
const TAB_A = 'tab-aaaaaaaa'
const TAB_B = 'tab-bbbbbbbb'

beforeEach(async () => {
  maria = await createUser({ firstName: 'Μαρία', lastName: 'Παπαδάκη', role: 'editor' })
  nikos = await createUser({ firstName: 'Νίκος', lastName: 'Κώστας', role: 'editor' })
  articleId = (await createArticle({ categoryId: (await createCategory()).id })).id
})

const beat = (actor: Actor, tabId: string, seconds: number) =>
  beatPresence({ actor, articleId, tabId, now: at(seconds) })

describe('who is editing an article', () => {
  it('names a user by nickname, or first name and initial', () => {
    expect(shortName({ firstName: 'Μαρία', lastName: 'Παπαδάκη', nickname: null })).toBe('Μαρία Π.')
    expect(shortName({ firstName: 'Maria', lastName: 'P', nickname: ' mp ' })).toBe('mp')
    expect(shortName({ firstName: 'Solo', lastName: '', nickname: null })).toBe('Solo')
  })

  it('makes the first tab the editor and the second read-only, showing the editor', async () => {
    const first = await beat(maria, TAB_A, 0)
    expect(first).toEqual({
      editing: true,
      editor: { userId: maria.id, name: 'Μαρία Π.', since: start.toISOString() },
      others: [],
    })
    const second = await beat(nikos, TAB_B, 2)
    expect(second.editing).toBe(false)
    expect(second.editor).toEqual(first.editor)
    expect(second.takenOverBy).toBeUndefined()
    // the editor sees who else has it open; a later beat keeps the editor's `since`
    expect(await beat(maria, TAB_A, 5)).toEqual({
      ...first,
      others: [{ userId: nikos.id, name: 'Νίκος Κ.', since: at(2).toISOString() }],
    })
    expect(await findArticleEditors([articleId, 999], at(6))).toEqual({
      editing: [{ articleId, userId: maria.id, name: 'Μαρία Π.', since: start.toISOString() }],
    })
  })

  it('lets a second user take over; the first is told at its next beat and stays read-only', async () => {
    await beat(maria, TAB_A, 0)
    await beat(nikos, TAB_B, 1)
    const taken = await takeOverEditing({ actor: nikos, articleId, tabId: TAB_B, now: at(3) })
    expect(taken).toMatchObject({ editing: true, editor: { userId: nikos.id, since: at(3).toISOString() } })
    const told = await beat(maria, TAB_A, 5)
    expect(told).toMatchObject({ editing: false, editor: { name: 'Νίκος Κ.' }, takenOverBy: { name: 'Νίκος Κ.' } })
    // the taken-over tab does not take the editing back by itself when the other leaves
    await leavePresence({ actor: nikos, articleId, tabId: TAB_B })
    expect(await beat(maria, TAB_A, 6)).toMatchObject({
      editing: false,
      editor: null,
      takenOverBy: { name: 'Νίκος Κ.' },
    })
    // until it takes over itself
    const back = await takeOverEditing({ actor: maria, articleId, tabId: TAB_A, now: at(7) })
    expect(back.editing).toBe(true)
    expect(back.takenOverBy).toBeUndefined()
  })

  it('forgets a tab not heard from for the timeout, and its read-only reader becomes the editor', async () => {
    await beat(maria, TAB_A, 0)
    await beat(nikos, TAB_B, 1)
    const lastMaria = PRESENCE_TIMEOUT_MS / 1000
    expect((await beat(nikos, TAB_B, lastMaria)).editing).toBe(false)
    expect(await findArticleEditors([articleId], at(lastMaria + 1))).toEqual({ editing: [] })
    const after = await beat(nikos, TAB_B, lastMaria + 1)
    expect(after).toMatchObject({ editing: true, editor: { userId: nikos.id }, others: [] })
    expect((await getDb().select().from(articlePresence)).map((r) => r.tabId)).toEqual([TAB_B])
  })

  it('drops a tab that leaves, and only the caller’s own tab', async () => {
    await beat(maria, TAB_A, 0)
    await leavePresence({ actor: nikos, articleId, tabId: TAB_A })
    expect(await getDb().select().from(articlePresence)).toHaveLength(1)
    await leavePresence({ actor: maria, articleId, tabId: TAB_A })
    expect(await getDb().select().from(articlePresence)).toHaveLength(0)
    expect((await beat(nikos, TAB_B, 1)).editing).toBe(true)
  })

  it('refuses a tab id another user holds', async () => {
    await beat(maria, TAB_A, 0)
    await expect(beat(nikos, TAB_A, 1)).rejects.toMatchObject({ status: 409, code: 'presence.tabIdTaken' })
    await expect(takeOverEditing({ actor: nikos, articleId, tabId: TAB_A, now: at(1) })).rejects.toMatchObject({
      status: 409,
    })
  })

  it('gives one editor when tabs beat at the same moment', async () => {
    const tabs = Array.from({ length: 6 }, (_, i) => `tab-concurrent-${i}`)
    const states = await Promise.all(tabs.map((tabId, i) => beat(i % 2 ? maria : nikos, tabId, 0)))
    expect(states.filter((s) => s.editing)).toHaveLength(1)
  })

  it('cleans up the rows of silent tabs on schedule', async () => {
    await beat(maria, TAB_A, 0)
    await beat(nikos, TAB_B, 10)
    expect(await deleteExpiredPresence(at(PRESENCE_TIMEOUT_MS / 1000 + 1))).toBe(1)
    expect((await getDb().select().from(articlePresence)).map((r) => r.tabId)).toEqual([TAB_B])
  })
})
