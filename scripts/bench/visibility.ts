import { SAVE_NUMBER } from './editor.ts'

/**
 * "Visible within": a reader with no cookie fetches the edited article's page over and
 * over; a save counts as visible at the first answer showing it or a later one (saves
 * follow each other faster than a page can show each one).
 */
export interface VisibilityPoller {
  /** save number n was acknowledged now */
  saved: (n: number) => void
  /** wait up to `graceMs` for the saves not seen yet, then stop */
  stop: (graceMs?: number) => Promise<{ delays: number[]; unseen: number; polls: number }>
}

export interface VisibilityResult {
  /** milliseconds from a save's acknowledgement to the first answer showing it */
  p95: number
  max: number
  /** saves never seen (within the grace time after the load) */
  unseen: number
  polls: number
}

/** The save number on the article page (its heading). */
function shownSave(html: string): number | undefined {
  const heading = /<h1[^>]*>([^<]*)</.exec(html)?.[1]
  const n = heading === undefined ? undefined : SAVE_NUMBER.exec(heading.trim())?.[1]
  return n === undefined ? undefined : Number(n)
}

export function pollVisibility(pageUrl: string): VisibilityPoller {
  const pending: { n: number; at: number }[] = []
  const delays: number[] = []
  let polls = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const html = await fetch(pageUrl)
        .then((res) => res.text())
        .catch(() => '')
      polls++
      const now = performance.now()
      const shown = shownSave(html)
      if (shown !== undefined) {
        while (pending.length && pending[0]!.n <= shown) delays.push(now - pending.shift()!.at)
      }
      await new Promise((r) => setTimeout(r, 5))
    }
  })()
  return {
    saved: (n) => pending.push({ n, at: performance.now() }),
    stop: async (graceMs = 5_000) => {
      const deadline = Date.now() + graceMs
      while (pending.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      running = false
      await loop
      return { delays, unseen: pending.length, polls }
    },
  }
}

/** The figures of several pollers together. */
export function visibilityFigures(polled: { delays: number[]; unseen: number; polls: number }[]): VisibilityResult {
  const sorted = polled.flatMap((p) => p.delays).sort((a, b) => a - b)
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  const sum = (pick: (p: (typeof polled)[number]) => number) => polled.reduce((total, p) => total + pick(p), 0)
  return {
    p95: at(0.95),
    max: Math.round(sorted.at(-1) ?? 0),
    unseen: sum((p) => p.unseen),
    polls: sum((p) => p.polls),
  }
}
