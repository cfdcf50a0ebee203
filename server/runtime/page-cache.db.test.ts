import { describe, expect, it, vi } from 'vitest'
import {
  contentChangedHere,
  anotherProcessWrote,
  contentChangedElsewhere,
  markOwnChanges,
  OTHER_WRITERS_MS,
} from './content-cache.server.ts'
import { pageCacheSize, fromPageCache, readyAnswer, REMAKE_INTERVAL_MS } from './page-cache.ts'
import { ask, keep, labelOf, pages, runOnTheTestsClock, type Pages } from './test-support/made-pages.ts'

runOnTheTestsClock()

/** The reader gets page 1 at once while page 2 is made, which is then the one kept. */
async function expectRemadeBehindTheReader(key: string, source: Pages) {
  expect(labelOf(await ask(key, source))).toBe('page 1')
  expect(source.made).toBe(2)
  source.finish()
  await source.settle()
  expect(labelOf(readyAnswer(key))).toBe('page 2')
}

describe('cached answers', () => {
  it('makes one page per content version however many readers ask at once', async () => {
    const source = pages()
    const readers = Array.from({ length: 20 }, () => ask('el|/', source))
    source.finish()
    const got = await Promise.all(readers)
    expect(source.made).toBe(1)
    expect(new Set(got.map(labelOf))).toEqual(new Set(['page 1']))
  })

  it('after an edit, the first reader waits for the new page and those meanwhile get the previous one at once', async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    contentChangedHere('edit')
    const first = ask('el|/', source)
    // while the new page renders, the others are answered from memory without waiting
    expect(labelOf(readyAnswer('el|/'))).toBe('page 1')
    expect(labelOf(await ask('el|/', source))).toBe('page 1')
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    expect(labelOf(await ask('el|/', source))).toBe('page 2')
    expect(source.made).toBe(2)
  })

  it("after another process's edit, heard from the database, even the first reader gets the previous page while the new one is made", async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    vi.advanceTimersByTime(REMAKE_INTERVAL_MS)
    contentChangedElsewhere('edit')
    await expectRemadeBehindTheReader('el|/', source)
  })

  it("an edit heard from the database and then acknowledged as this process's own makes the first reader wait for it", async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    contentChangedElsewhere('edit')
    markOwnChanges()
    const first = ask('el|/', source)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
  })

  it("while other processes write to the database too, even this process's own edit is made behind its first reader's back", async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    vi.advanceTimersByTime(REMAKE_INTERVAL_MS)
    anotherProcessWrote()
    contentChangedHere('edit')
    await expectRemadeBehindTheReader('el|/', source)
  })

  it('a minute after another process last wrote, its own edit makes the first reader wait again', async () => {
    const source = pages()
    anotherProcessWrote()
    expect(await keep('el|/', source)).toBe('page 1')
    vi.advanceTimersByTime(OTHER_WRITERS_MS)
    contentChangedHere('edit')
    const first = ask('el|/', source)
    expect(source.made).toBe(2)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
  })

  it("after another process's removal, the first reader waits for the new page", async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    contentChangedElsewhere('removal')
    const first = ask('el|/', source)
    expect(readyAnswer('el|/')).toBeUndefined()
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
  })

  it('while a page renders, any number of changes queue one more render, made at the latest version', async () => {
    const source = pages()
    await keep('el|/', source)
    contentChangedHere('edit')
    const first = ask('el|/', source)
    for (let i = 0; i < 5; i++) {
      contentChangedHere('edit')
      expect(labelOf(await ask('el|/', source))).toBe('page 1')
    }
    expect(source.made).toBe(2)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    await source.settle()
    // the queued one starts the interval after the first did, behind it: readers still
    // get a page at once
    vi.advanceTimersByTime(REMAKE_INTERVAL_MS)
    await source.settle()
    expect(source.made).toBe(3)
    expect(labelOf(readyAnswer('el|/'))).toBe('page 2')
    source.finish()
    await source.settle()
    expect(labelOf(readyAnswer('el|/'))).toBe('page 3')
    expect(source.made).toBe(3)
  })

  it('remakes a page that is only too old behind the reader, who gets it at once', async () => {
    const source = pages()
    const first = fromPageCache('el|/old', async () => ({ ...(await source.make()), expires: Date.now() + 30 }))
    source.finish()
    await first
    vi.advanceTimersByTime(Math.max(40, REMAKE_INTERVAL_MS))
    await expectRemadeBehindTheReader('el|/old', source)
  })

  it('never shows a page made before a removal, not even while the next one renders', async () => {
    const source = pages()
    await keep('el|/articles/story', source)
    contentChangedHere('removal')
    const first = ask('el|/articles/story', source)
    expect(readyAnswer('el|/articles/story')).toBeUndefined()
    const meanwhile = ask('el|/articles/story', source)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    expect(labelOf(await meanwhile)).toBe('page 2')
    expect(source.made).toBe(2)
  })

  it('never shows a public JSON answer of an older version', async () => {
    const source = pages('json')
    await keep('el|/api/public/articles/latest', source)
    contentChangedHere('edit')
    const first = ask('el|/api/public/articles/latest', source)
    expect(readyAnswer('el|/api/public/articles/latest')).toBeUndefined()
    source.finish()
    expect(labelOf(await first)).toBe('json 2')
  })

  it('gives the reader who comes after a change a page made after it, even while an older one renders', async () => {
    const slow = pages('old')
    const quick = pages('new')
    const late = ask('el|/', slow)
    contentChangedHere('edit')
    const fresh = ask('el|/', quick)
    // the new page is made once the old one is done, not beside it
    expect(quick.made).toBe(0)
    slow.finish()
    expect(labelOf(await late)).toBe('old 1')
    await slow.settle()
    quick.finish()
    expect(labelOf(await fresh)).toBe('new 1')
    expect(labelOf(readyAnswer('el|/'))).toBe('new 1')
  })

  it('makes again after a failure and lets a page for one reader alone be made again by the next', async () => {
    await expect(fromPageCache('el|/x', () => Promise.reject(new Error('render failed')))).rejects.toThrow()
    const forOne = { ...(await keep('el|/y', pages()).then(() => readyAnswer('el|/y')))!, shareable: false }
    expect(await fromPageCache('el|/x', () => Promise.resolve(forOne))).toBe(forOne)
    expect(readyAnswer('el|/x')).toBeUndefined()
    const source = pages()
    expect(await keep('el|/x', source)).toBe('page 1')
  })

  it('keeps at most its byte budget, dropping the least recently sent first', async () => {
    const source = pages()
    const big = 1024 * 1024
    for (let i = 0; i < 40; i++) {
      const answer = fromPageCache(`el|/page-${i}`, () => source.make(`page ${i}`, big))
      source.finish()
      await answer
      // the home page is read all the time: it stays
      expect(readyAnswer('el|/page-0')).toBeDefined()
    }
    const { bytes, answers } = pageCacheSize()
    expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024)
    expect(answers).toBeLessThan(40)
    expect(readyAnswer('el|/page-1')).toBeUndefined()
    expect(readyAnswer('el|/page-39')).toBeDefined()
  })
})
