// A stand-in for the build's render thread (server/runtime/render-thread.ts), for
// server/runtime/render-pool.test.ts: it says it is ready, then answers each page after
// 100 ms with its own thread id as the body, so a test sees which thread rendered it.
// With `config.failWhile` (a file's path) set, it notes each start in that file and,
// while the file exists, stops at once, as a thread that cannot start would.
import { appendFileSync, existsSync } from 'node:fs'
import { parentPort, threadId, workerData } from 'node:worker_threads'

const failWhile = workerData?.config?.failWhile
if (failWhile && existsSync(failWhile)) {
  appendFileSync(failWhile, 'start\n')
  process.exit(1)
}

parentPort.on('message', (message) => {
  if (message.type !== 'render') return
  setTimeout(() => {
    const body = new TextEncoder().encode(String(threadId))
    const page = { status: 200, headers: {}, body, encoded: {}, shareable: true }
    parentPort.postMessage({ type: 'rendered', id: message.id, page })
  }, 100)
})
parentPort.postMessage({ type: 'ready' })
