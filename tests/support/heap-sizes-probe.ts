// Run with the production flags and `--import tsx`: prints, as JSON, the heap sizes (MB)
// that the main thread and a worker asking for `argv[2]` MB of young generation and
// `argv[3]` MB of old generation end up with: the young generation once short-lived
// objects have filled it, the heap's limit (both generations' maximum). With `argv[4]`
// = "clear", after what the server's start does first (server/runtime/thread-heaps.ts).
import v8 from 'node:v8'
import { Worker } from 'node:worker_threads'
import { letThreadsSizeTheirOwnHeaps } from '#server/runtime/thread-heaps.ts'

export interface HeapSizes {
  young: number
  limit: number
}

/** Allocates short-lived objects, then answers the size its young generation grew to and its heap's limit. */
function heapSizes(statistics: typeof v8) {
  let live: object[] = []
  for (let i = 0; i < 3_000_000; i++) {
    live.push({ i, text: `x${i}` })
    if (live.length > 200_000) live = []
  }
  const MB = 1024 * 1024
  const space = statistics.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!
  return {
    young: Math.round(space.space_size / MB),
    limit: Math.round(statistics.getHeapStatistics().heap_size_limit / MB),
  }
}

const [youngMb, oldMb, clear] = process.argv.slice(2)
if (clear === 'clear') letThreadsSizeTheirOwnHeaps()
const main = heapSizes(v8)
const worker = new Worker(
  `const { parentPort } = require('node:worker_threads')
   parentPort.postMessage((${heapSizes.toString()})(require('node:v8')))`,
  {
    eval: true,
    resourceLimits: { maxYoungGenerationSizeMb: Number(youngMb), maxOldGenerationSizeMb: Number(oldMb) },
  },
)
worker.once('message', (thread: HeapSizes) => {
  console.log(JSON.stringify({ main, thread }))
  void worker.terminate()
})
