import { describe, expect, it, vi } from 'vitest'
import { contentChangedHere, contentChangedElsewhere } from './content-cache.server.ts'
import { readyAnswer, REMAKE_INTERVAL_MS } from './page-cache.ts'
import { ask, keep, labelOf, pages, runOnTheTestsClock } from './test-support/made-pages.ts'

runOnTheTestsClock()

/** Let the clock run `ms` on, and the makings it started begin. */
async function later(ms: number, source: ReturnType<typeof pages>) {
  vi.advanceTimersByTime(ms)
  await source.settle()
}

describe('cached answers while content keeps changing', () => {
  it("makes a page again behind its readers' backs at most once per interval, at the latest version", async () => {
    const source = pages()
    expect(await keep('el|/', source)).toBe('page 1')
    // another process saves again and again, each save heard here
    for (let i = 0; i < 5; i++) {
      contentChangedElsewhere('edit', 'articles')
      expect(labelOf(await ask('el|/', source))).toBe('page 1')
      expect(labelOf(readyAnswer('el|/'))).toBe('page 1')
      await later(REMAKE_INTERVAL_MS / 10, source)
    }
    expect(source.made).toBe(1)
    await later(REMAKE_INTERVAL_MS / 2 - 1, source)
    expect(source.made).toBe(1)
    await later(1, source)
    expect(source.made).toBe(2)
    source.finish()
    await source.settle()
    // made after the last save: the current page, sent as it is
    expect(labelOf(readyAnswer('el|/'))).toBe('page 2')
    expect(labelOf(await ask('el|/', source))).toBe('page 2')
    expect(source.made).toBe(2)
  })

  it('starts the making queued behind a render the interval after that render began', async () => {
    const source = pages()
    await keep('el|/', source)
    contentChangedHere('edit')
    const first = ask('el|/', source)
    await later(REMAKE_INTERVAL_MS / 4, source)
    contentChangedHere('edit')
    expect(labelOf(await ask('el|/', source))).toBe('page 1')
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    await source.settle()
    expect(source.made).toBe(2)
    await later((REMAKE_INTERVAL_MS * 3) / 4 - 1, source)
    expect(source.made).toBe(2)
    await later(1, source)
    expect(source.made).toBe(3)
  })

  it('a reader who may not be shown the previous page (a removal came) starts the waiting making at once', async () => {
    const source = pages()
    await keep('el|/articles/story', source)
    contentChangedElsewhere('edit', 'articles')
    expect(labelOf(await ask('el|/articles/story', source))).toBe('page 1')
    expect(source.made).toBe(1)
    contentChangedElsewhere('removal')
    expect(readyAnswer('el|/articles/story')).toBeUndefined()
    const waiting = ask('el|/articles/story', source)
    await source.settle()
    expect(source.made).toBe(2)
    source.finish()
    expect(labelOf(await waiting)).toBe('page 2')
  })

  it('a reader waiting for the queued making (a removal came while a page rendered) has it start as the render ends', async () => {
    const source = pages()
    await keep('el|/articles/story', source)
    contentChangedHere('edit')
    const first = ask('el|/articles/story', source)
    contentChangedHere('removal')
    const waiting = ask('el|/articles/story', source)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
    await source.settle()
    expect(source.made).toBe(3)
    source.finish()
    expect(labelOf(await waiting)).toBe('page 3')
  })

  it("this process's own write after a quiet moment is made at once for its first reader", async () => {
    const source = pages()
    await keep('el|/', source)
    await later(REMAKE_INTERVAL_MS, source)
    contentChangedHere('edit')
    const first = ask('el|/', source)
    expect(source.made).toBe(2)
    source.finish()
    expect(labelOf(await first)).toBe('page 2')
  })
})
