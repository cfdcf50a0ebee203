import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Wait until `url` answers 2xx, asking every `intervalMs`: the one readiness loop of the
 * processes the tests and the bench start (the product, nginx, Node.js alone). Throws
 * when `child` exits first or `timeoutMs` passes, with `output()` (its stderr) in the
 * message.
 */
export async function untilAnswering(
  url: string,
  child: ChildProcess,
  options: { name: string; timeoutMs: number; intervalMs?: number; output?: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  const output = () => options.output?.() ?? ''
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} exited with ${child.exitCode ?? child.signalCode}: ${output()}`)
    }
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    )
    if (answered) return
    if (Date.now() > deadline)
      throw new Error(`${options.name} did not answer ${url} in ${options.timeoutMs} ms: ${output()}`)
    await sleep(options.intervalMs ?? 100)
  }
}
