import { Worker } from 'node:worker_threads'
import { onContentVersionChange } from '#app/utils/content-version.server.ts'
import type { DatabaseHandle, ThreadQuery, ThreadQueryResult } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { PageRequest, RenderedPage } from './page-render.ts'

/**
 * Threads that render public pages, so one server uses every core: the main thread
 * keeps HTTP, the embedded database and the caches, and hands each page to the
 * thread with the fewest in hand; the thread renders, hashes and compresses it
 * (page-render.ts). Each thread runs the same server build (render-worker.ts).
 */
export type ToRenderWorker =
  | { type: 'render'; id: number; request: PageRequest }
  | { type: 'query-result'; id: number; result?: ThreadQueryResult; error?: string }
  | { type: 'content-changed' }

export type FromRenderWorker =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'render-failed'; id: number; message: string }
  | { type: 'query'; id: number; query: ThreadQuery }

interface Renderer {
  worker: Worker
  ready: boolean
  inFlight: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>
}

export interface RenderPool {
  /** settles once every thread is up, or after STARTUP_WAIT_MS (the main thread renders meanwhile) */
  started: Promise<void>
  /** whether a thread is up to take a page */
  ready(): boolean
  /** render on the ready thread with the fewest pages in hand */
  render(request: PageRequest): Promise<RenderedPage>
  close(): Promise<void>
}

const RESTART_DELAY_MS = 1000
const YOUNG_GENERATION_MB = 64
const STARTUP_WAIT_MS = 30_000

let active: RenderPool | undefined

/** The pool of this process, once start() made one. */
export function activeRenderPool(): RenderPool | undefined {
  return active
}

export function setActiveRenderPool(pool: RenderPool | undefined): void {
  active = pool
}

/** A structured-cloned Buffer arrives as a Uint8Array: the same bytes as a Buffer again. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export function startRenderPool(options: { size: number; entry: URL; database: DatabaseHandle }): RenderPool {
  const renderers: Renderer[] = []
  let nextId = 0
  let closing = false
  let allReady = () => {}
  const started = new Promise<void>((resolve) => {
    allReady = resolve
    setTimeout(() => {
      if (!renderers.every((renderer) => renderer.ready)) logger.warn('Render threads are slow to start')
      resolve()
    }, STARTUP_WAIT_MS).unref()
  })

  function spawn(slot: number): void {
    const worker = new Worker(options.entry, {
      workerData: { role: 'render' },
      // a render allocates a few MB that die at once: a larger young generation
      // collects them in fewer, cheaper scavenges (about 8% less CPU per page)
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    const renderer: Renderer = { worker, ready: false, inFlight: new Map() }
    renderers[slot] = renderer
    worker.on('message', (message: FromRenderWorker) => {
      switch (message.type) {
        case 'ready':
          renderer.ready = true
          if (renderers.length === options.size && renderers.every((r) => r.ready)) allReady()
          break
        case 'rendered': {
          const waiting = renderer.inFlight.get(message.id)
          renderer.inFlight.delete(message.id)
          const { page } = message
          const encoded = Object.fromEntries(
            Object.entries(page.encoded).map(([encoding, bytes]) => [encoding, asBuffer(bytes)]),
          )
          waiting?.resolve({ ...page, body: asBuffer(page.body), encoded })
          break
        }
        case 'render-failed': {
          const waiting = renderer.inFlight.get(message.id)
          renderer.inFlight.delete(message.id)
          waiting?.reject(new Error(message.message))
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
      for (const waiting of renderer.inFlight.values()) waiting.reject(new Error('The render thread stopped'))
      renderer.inFlight.clear()
      if (closing) return
      logger.warn({ code }, 'A render thread stopped; starting another')
      setTimeout(() => {
        if (!closing) spawn(slot)
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

  function leastBusy(): Renderer | undefined {
    let best: Renderer | undefined
    for (const renderer of renderers) {
      if (renderer.ready && (!best || renderer.inFlight.size < best.inFlight.size)) best = renderer
    }
    return best
  }

  for (let slot = 0; slot < options.size; slot++) spawn(slot)
  const stopForwarding = onContentVersionChange(() => {
    for (const { worker } of renderers) worker.postMessage({ type: 'content-changed' } satisfies ToRenderWorker)
  })

  return {
    started,
    ready: () => renderers.some((renderer) => renderer.ready),
    render(request) {
      const renderer = leastBusy()
      if (!renderer) return Promise.reject(new Error('No render thread is ready'))
      const id = nextId++
      return new Promise<RenderedPage>((resolve, reject) => {
        renderer.inFlight.set(id, { resolve, reject })
        renderer.worker.postMessage({ type: 'render', id, request } satisfies ToRenderWorker)
      })
    },
    async close() {
      closing = true
      stopForwarding()
      await Promise.all(renderers.map(({ worker }) => worker.terminate()))
    },
  }
}
