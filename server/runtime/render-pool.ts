import { Worker, type MessagePort } from 'node:worker_threads'
import { onContentVersionChange, type ContentChangeKind } from './content-cache.server.ts'
import type { RuntimeConfig } from '#app/utils/config.server.ts'
import type { DatabaseHandle, ThreadQuery, ThreadQueryResult } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { transferredPage } from './thread-transfer.ts'
import type { PageRequest, RenderedPage } from './page-render.ts'
import { spareCoresMeter } from './spare-cores.ts'

/**
 * Threads that render public pages, so one server uses every core: the main thread
 * keeps HTTP and the caches, and hands each page to the
 * first thread free (a few at a time); the thread renders, hashes and compresses it
 * (page-render.ts). Each thread runs the build's render-thread entry (render-thread.ts).
 * The pool starts with one thread and adds the others, up to its size, when pages have
 * waited for one without a break for SPAWN_AFTER_BACKLOG_MS while the machine had at
 * least MIN_SPARE_CORES unused (a thread helps only on a core with time to give); a
 * thread beyond the first that has had no page for IDLE_THREAD_MS stops, so a quiet
 * server does not keep every thread's memory (ADR 007).
 */
export type ToRenderWorker =
  | { type: 'render'; id: number; request: PageRequest }
  | { type: 'query-result'; id: number; result?: ThreadQueryResult; error?: string }
  | { type: 'content-changed'; kind: ContentChangeKind; table?: string }

export type FromRenderWorker =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'render-failed'; id: number; message: string }
  | { type: 'query'; id: number; query: ThreadQuery }

interface Renderer {
  worker: Worker
  ready: boolean
  inFlight: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>
  /** when it last finished a page (performance.now()) */
  lastBusy: number
}

export interface RenderPool {
  /** settles once the first thread is up, or after STARTUP_WAIT_MS (the main thread renders meanwhile) */
  started: Promise<void>
  /** the threads started and not stopping */
  threads(): number
  /** whether a thread is up to take a page */
  ready(): boolean
  /** render on the first thread free (the page waits in the pool's queue meanwhile) */
  render(request: PageRequest): Promise<RenderedPage>
  close(): Promise<void>
}

const RESTART_DELAY_MS = 1000
const YOUNG_GENERATION_MB = 64
/**
 * Pages a thread holds at once; the others wait here and go to the first thread
 * free, so a thread paused (a garbage collection) delays only its own. Two keep a
 * thread busy while the main thread hands it the next one.
 */
const PAGES_IN_HAND = 2
/**
 * A thread alone holds more: no other thread could take them sooner, and a page
 * waiting for its reads leaves the thread idle, so the pages one save makes again
 * read together (a save was on its page after up to 0.9–1.4 s with two, 0.5–0.9 s
 * with four, on the embedded database).
 */
const PAGES_IN_HAND_ALONE = 4
const STARTUP_WAIT_MS = 30_000
/**
 * Pages waiting without a break for this long start another thread, if the machine
 * had MIN_SPARE_CORES unused meanwhile. Readers while editors save keep both cores
 * busy (0–0.3 spare: HTTP, reads, saves, renders) and a thread more would only hold
 * about 90 MB; a load of fresh pages leaves 0.5–0.9 of a core to it (ADR 007).
 */
export const SPAWN_AFTER_BACKLOG_MS = 200
export const MIN_SPARE_CORES = 0.5
/** A thread beyond the first with no page for this long stops (one starts again when pages wait). */
export const IDLE_THREAD_MS = 5 * 60_000
const IDLE_CHECK_MS = 10_000

let active: RenderPool | undefined

/** The pool of this process, once start() made one. */
export function activeRenderPool(): RenderPool | undefined {
  return active
}

export function setActiveRenderPool(pool: RenderPool | undefined): void {
  active = pool
}

/** What a render thread starts with: the main thread's configuration, already checked. */
export interface RenderWorkerData {
  config: RuntimeConfig
  /** the embedded database's own thread, when it has one: statements go there directly */
  databasePort?: MessagePort
}

export function startRenderPool(options: {
  size: number
  entry: URL
  database: DatabaseHandle
  config: RuntimeConfig
  /** how long a thread beyond the first may stay idle (IDLE_THREAD_MS) */
  idleThreadMs?: number
  /** the machine's cores unused since the last call (spareCoresMeter) */
  spareCores?: () => number
}): RenderPool {
  const renderers: Renderer[] = []
  const waiting: { request: PageRequest; resolve: (page: RenderedPage) => void; reject: (error: Error) => void }[] = []
  let nextId = 0
  let closing = false
  const idleThreadMs = options.idleThreadMs ?? IDLE_THREAD_MS
  /** while pages wait for a thread: the check, at the backlog's SPAWN_AFTER_BACKLOG_MS, that adds one */
  let backlogCheck: NodeJS.Timeout | undefined
  const spareCores = options.spareCores ?? spareCoresMeter()
  /** when a thread last stopped by itself: no thread starts within RESTART_DELAY_MS of it */
  let lastFailure = Number.NEGATIVE_INFINITY
  let firstReady = () => {}
  const started = new Promise<void>((resolve) => {
    firstReady = resolve
    setTimeout(() => {
      if (!anyReady()) logger.warn('Render threads are slow to start')
      resolve()
    }, STARTUP_WAIT_MS).unref()
  })

  function spawn(): void {
    const databasePort = options.database.connectThread?.()
    const worker = new Worker(options.entry, {
      workerData: { config: options.config, databasePort } satisfies RenderWorkerData,
      transferList: databasePort ? [databasePort] : [],
      // a render allocates a few MB that die at once: a larger young generation
      // collects them in fewer, cheaper scavenges (about 8% less CPU per page; 32 MB
      // would hold 50 MB less at peak for 15% more CPU per page: ADR 007)
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    const renderer: Renderer = { worker, ready: false, inFlight: new Map(), lastBusy: performance.now() }
    renderers.push(renderer)
    /** The page `id` this thread is done with, out of its hands. */
    const finished = (id: number) => {
      const page = renderer.inFlight.get(id)
      renderer.inFlight.delete(id)
      renderer.lastBusy = performance.now()
      return page
    }
    worker.on('message', (message: FromRenderWorker) => {
      switch (message.type) {
        case 'ready':
          renderer.ready = true
          firstReady()
          dispatch()
          break
        case 'rendered': {
          finished(message.id)?.resolve(transferredPage(message.page))
          dispatch()
          break
        }
        case 'render-failed': {
          const page = finished(message.id)
          page?.reject(new Error(message.message))
          dispatch()
          break
        }
        case 'query':
          void answerQuery(worker, message.id, message.query)
          break
      }
    })
    worker.on('error', (error) => logger.error({ err: error }, 'A render thread failed'))
    worker.on('exit', (code) => {
      renderer.ready = false
      // a thread stopped for being idle has left the list already
      const retired = !renderers.includes(renderer)
      if (!retired) renderers.splice(renderers.indexOf(renderer), 1)
      const stopped = new Error('The render thread stopped')
      for (const page of renderer.inFlight.values()) page.reject(stopped)
      renderer.inFlight.clear()
      // with no thread left, the waiting pages are rendered by the main thread
      if (!anyReady()) for (const page of waiting.splice(0)) page.reject(stopped)
      if (closing || retired) return
      lastFailure = performance.now()
      // the pool keeps one thread; the others start again when pages wait for them
      logger.warn({ code }, 'A render thread stopped; starting another')
      setTimeout(() => {
        if (!closing && renderers.length === 0) spawn()
      }, RESTART_DELAY_MS).unref()
    })
  }

  async function answerQuery(worker: Worker, id: number, query: ThreadQuery): Promise<void> {
    try {
      if (!options.database.runForThread) throw new Error('This database serves no render thread')
      const result = await options.database.runForThread(query)
      worker.postMessage({ type: 'query-result', id, result } satisfies ToRenderWorker)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      worker.postMessage({ type: 'query-result', id, error: message } satisfies ToRenderWorker)
    }
  }

  const anyReady = () => renderers.some((renderer) => renderer.ready)

  /** The ready thread with the fewest pages in hand, if one has room for another. */
  function leastBusy(): Renderer | undefined {
    const room = renderers.length > 1 ? PAGES_IN_HAND : PAGES_IN_HAND_ALONE
    let best: Renderer | undefined
    for (const renderer of renderers) {
      if (!renderer.ready || renderer.inFlight.size >= room) continue
      if (!best || renderer.inFlight.size < best.inFlight.size) best = renderer
    }
    return best
  }

  /** Hand waiting pages to threads with room; pages still waiting start the backlog's clock. */
  function dispatch(): void {
    while (waiting.length > 0) {
      const renderer = leastBusy()
      if (!renderer) break
      const { request, resolve, reject } = waiting.shift()!
      const id = nextId++
      renderer.inFlight.set(id, { resolve, reject })
      renderer.worker.postMessage({ type: 'render', id, request } satisfies ToRenderWorker)
    }
    if (waiting.length === 0) {
      clearTimeout(backlogCheck)
      backlogCheck = undefined
    } else if (!backlogCheck) {
      // the machine's idle time is read (about 60 µs) only when a thread could be added
      if (mayAddThread()) spareCores() // from now
      backlogCheck = setTimeout(addThreadForBacklog, SPAWN_AFTER_BACKLOG_MS)
      backlogCheck.unref()
    }
  }

  /** Whether the pool may start a thread now: below its size, none starting, none failed lately. */
  function mayAddThread(): boolean {
    const starting = renderers.some((r) => !r.ready)
    const failedLately = performance.now() - lastFailure < RESTART_DELAY_MS
    return !closing && !starting && !failedLately && renderers.length < options.size
  }

  /** Pages have waited without a break since the check was set: start another thread if the pool may and it would help. */
  function addThreadForBacklog(): void {
    backlogCheck = undefined
    if (waiting.length === 0) return
    if (mayAddThread() && spareCores() >= MIN_SPARE_CORES) spawn()
    // still behind after this one: the next check
    dispatch()
  }

  /** Stop the threads beyond the first that have been idle for idleThreadMs. */
  function retireIdle(): void {
    const now = performance.now()
    for (const renderer of [...renderers]) {
      if (renderers.length <= 1) return
      if (!renderer.ready || renderer.inFlight.size > 0 || now - renderer.lastBusy < idleThreadMs) continue
      renderers.splice(renderers.indexOf(renderer), 1)
      void renderer.worker.terminate()
    }
  }

  spawn()
  const idleCheck = setInterval(retireIdle, Math.min(IDLE_CHECK_MS, idleThreadMs)).unref()
  const stopForwarding = onContentVersionChange((kind, table) => {
    for (const { worker } of renderers)
      worker.postMessage({ type: 'content-changed', kind, table } satisfies ToRenderWorker)
  })

  return {
    started,
    threads: () => renderers.length,
    ready: anyReady,
    render(request) {
      if (!anyReady()) return Promise.reject(new Error('No render thread is ready'))
      return new Promise<RenderedPage>((resolve, reject) => {
        waiting.push({ request, resolve, reject })
        dispatch()
      })
    },
    async close() {
      closing = true
      clearInterval(idleCheck)
      clearTimeout(backlogCheck)
      for (const page of waiting.splice(0)) page.reject(new Error('The server is stopping'))
      stopForwarding()
      await Promise.all(renderers.map(({ worker }) => worker.terminate()))
    },
  }
}
