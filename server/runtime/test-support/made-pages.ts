import { afterEach, beforeEach, vi } from 'vitest'
import { forgetOtherWriters } from '#server/runtime/content-cache.server.ts'
import { settleContentNotices } from '#tests/support/content-notices.ts'
import { clearPageCache, fromPageCache, type SharedOrNot } from '../page-cache.ts'
import type { CachedResponse } from '../response-cache.ts'

/**
 * Pages for the cached answers' tests: each making waits until `finish()`, and the clock
 * (setTimeout and Date) is the test's, moved on with `vi.advanceTimersByTime`.
 */
export function runOnTheTestsClock(): void {
  // the database's notices of the setup's cleaning arrive first: none moves the version mid-test
  beforeEach(async () => {
    await settleContentNotices()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() })
  })
  afterEach(() => {
    clearPageCache()
    forgetOtherWriters()
    vi.useRealTimers()
  })
}

/** A page whose making takes until `finish()` is called, counting how many were made. */
export function pages(text = 'page') {
  let made = 0
  const pending: (() => void)[] = []
  return {
    get made() {
      return made
    },
    make: (label = `${text} ${made + 1}`, bytes = 100): Promise<SharedOrNot> => {
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
            shareable: true,
          }),
        ),
      )
    },
    finish: () => pending.splice(0).forEach((done) => done()),
    /** let the readers waiting on a promise go on */
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  }
}

export type Pages = ReturnType<typeof pages>

export const labelOf = (entry: CachedResponse | undefined) => entry?.body?.toString().trim()

/** A request while others may be running: resolves with what this reader got. */
export function ask(key: string, source: Pages) {
  return fromPageCache(key, () => source.make())
}

/** Make and keep the first page for `key`; its label. */
export async function keep(key: string, source: Pages) {
  const first = ask(key, source)
  source.finish()
  return labelOf(await first)
}
