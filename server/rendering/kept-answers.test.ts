import { afterEach, describe, expect, it } from 'vitest'
import { bumpContentVersion } from '#app/utils/content-cache.server.ts'
import { forgetKeptAnswers, keptAnswersSize, keptOrMade, readyAnswer } from './kept-answers.ts'
import type { CachedResponse } from './response-cache.ts'

afterEach(() => forgetKeptAnswers())

/** A page whose making takes until `finish()` is called, counting how many were made. */
function pages(text = 'page') {
  let made = 0
  const pending: (() => void)[] = []
  return {
    get made() {
      return made
    },
    make: (label = `${text} ${made + 1}`, bytes = 100): Promise<CachedResponse> => {
      made++
      return new Promise((resolve) =>
        pending.push(() =>
          resolve({
            status: 200,
            headers: {},
            body: Buffer.from(label.padEnd(bytes)),
            encoded: {},
            etag: label,
            expires: Date.now() + 60_000,
          }),
        ),
      )
    },
    finish: () => pending.splice(0).forEach((done) => done()),
    /** let the readers waiting on a promise go on */
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  }
}

const labelOf = (entry: CachedResponse | undefined) => entry?.body?.toString().trim()

/** A request while others may be running: resolves with what this reader got. */
function ask(key: string, source: ReturnType<typeof pages>) {
  return keptOrMade(key, () => source.make())
}

async function keep(key: string, source: ReturnType<typeof pages>) {
  const first = ask(key, source)
  source.finish()
  return labelOf(await first)
}

describe('kept answers', () => {
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
    bumpContentVersion('edit')
    const first = ask('el|/', source)
    // while the new page renders, the others are answered from memory without waiting
    expect(labelOf(readyAnswer('el|/'))).toBe('page 1')
    expect(labelOf(await ask('el|/', source))).toBe('page 1')
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    expect(labelOf(await ask('el|/', source))).toBe('page 2')
    expect(source.made).toBe(2)
  })

  it('never shows a page made before a removal, not even while the next one renders', async () => {
    const source = pages()
    await keep('el|/articles/story', source)
    bumpContentVersion('removal')
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
    bumpContentVersion('edit')
    const first = ask('el|/api/public/articles/latest', source)
    expect(readyAnswer('el|/api/public/articles/latest')).toBeUndefined()
    source.finish()
    expect(labelOf(await first)).toBe('json 2')
  })

  it('does not let a page finished late replace a newer one', async () => {
    const slow = pages('old')
    const quick = pages('new')
    const late = ask('el|/', slow)
    bumpContentVersion('edit')
    const fresh = ask('el|/', quick)
    quick.finish()
    expect(labelOf(await fresh)).toBe('new 1')
    slow.finish()
    await late
    expect(labelOf(readyAnswer('el|/'))).toBe('new 1')
  })

  it('makes again after a failure and lets a page for one reader alone be made again by the next', async () => {
    await expect(keptOrMade('el|/x', () => Promise.reject(new Error('render failed')))).rejects.toThrow()
    expect(await keptOrMade('el|/x', () => Promise.resolve(undefined))).toBeUndefined()
    const source = pages()
    expect(await keep('el|/x', source)).toBe('page 1')
  })

  it('keeps at most its byte budget, dropping the least recently sent first', async () => {
    const source = pages()
    const big = 1024 * 1024
    for (let i = 0; i < 40; i++) {
      const answer = keptOrMade(`el|/page-${i}`, () => source.make(`page ${i}`, big))
      source.finish()
      await answer
      // the home page is read all the time: it stays
      expect(readyAnswer('el|/page-0')).toBeDefined()
    }
    const { bytes, answers } = keptAnswersSize()
    expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024)
    expect(answers).toBeLessThan(40)
    expect(readyAnswer('el|/page-1')).toBeUndefined()
    expect(readyAnswer('el|/page-39')).toBeDefined()
  })
})
