import { parentPort, threadId, workerData, type MessagePort } from 'node:worker_threads'
import type { ServerBuild } from 'react-router'
import { setConfig } from '#app/utils/config.server.ts'
import { contentChangedElsewhere } from './content-cache.server.ts'
import { proxyDatabase } from './db-proxy.server.ts'
import { openDatabase, setDatabase, type ThreadQuery, type ThreadQueryResult } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queryThroughPort } from './pglite-thread.server.ts'
import { createPageRenderer, type PageRequest, type RenderedPage } from './page-render.ts'
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-pool.ts'
import { forTransfer } from './thread-transfer.ts'

/**
 * A render thread (render-pool.ts, started from render-thread.ts): the pages of the
 * server build, rendering the public pages it is handed. Its reads go to its own
 * PostgreSQL pool, or to the embedded database's thread (or the main thread's, in
 * development); its caches drop when the main thread says content changed.
 */
export async function runRenderWorker(build: ServerBuild): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('runRenderWorker() runs in a worker thread')
  // the main thread's configuration: checked once, secrets read once
  const { config } = workerData as RenderWorkerData
  logger.level = config.logLevel
  setConfig(config)

  const pending = new Map<number, { resolve: (r: ThreadQueryResult) => void; reject: (e: Error) => void }>()
  let nextQuery = 0
  const send = (query: ThreadQuery) =>
    new Promise<ThreadQueryResult>((resolve, reject) => {
      const id = nextQuery++
      pending.set(id, { resolve, reject })
      port.postMessage({ type: 'query', id, query } satisfies FromRenderWorker)
    })
  const { databasePort } = workerData as RenderWorkerData
  setDatabase(
    config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl })
      : proxyDatabase(databasePort ? queryThroughPort(databasePort) : send),
  )

  const renderPage = createPageRenderer(build, 'production')
  port.on('message', (message: ToRenderWorker) => {
    switch (message.type) {
      case 'render':
        void render(port, renderPage, message.id, message.request)
        break
      case 'query-result': {
        const waiting = pending.get(message.id)
        pending.delete(message.id)
        if (message.error !== undefined) waiting?.reject(new Error(message.error))
        else waiting?.resolve(message.result!)
        break
      }
      case 'content-changed':
        contentChangedElsewhere(message.kind, message.table)
        break
    }
  })
  port.postMessage({ type: 'ready' } satisfies FromRenderWorker)
}

async function render(
  port: MessagePort,
  renderPage: (request: PageRequest) => Promise<RenderedPage>,
  id: number,
  request: PageRequest,
): Promise<void> {
  let message: FromRenderWorker
  let transfer: ArrayBuffer[] = []
  try {
    const page = await renderPage(request)
    // LOG_LEVEL=debug shows which thread rendered which page
    logger.debug({ thread: threadId, url: request.url, status: page.status }, 'Rendered on a render thread')
    const handed = forTransfer(page)
    message = { type: 'rendered', id, page: handed.page }
    transfer = handed.transfer
  } catch (error) {
    message = { type: 'render-failed', id, message: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(message, transfer)
}
