/**
 * Poll `condition` until it gives a value (anything but `false`, `null` or `undefined`)
 * and return that value; after `timeoutMs` fail with what was awaited. The one polling
 * loop of the tests that run outside Vitest's `vi.waitFor` (Playwright, helpers shared
 * with it) or that wait for another process.
 */
export async function waitFor<T>(
  what: string,
  condition: () => T | false | null | undefined | Promise<T | false | null | undefined>,
  { timeoutMs = 10_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await condition()
    if (value !== false && value !== null && value !== undefined) return value
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
