import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { embeddedHandle, type DatabaseHandle, type ThreadQuery, type ThreadQueryResult } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The embedded database in a thread of its own (the production server's): PGlite runs
 * every statement synchronously in the thread that owns it, so on the main thread a
 * save or a page's reads would hold up every other answer meanwhile, cached pages
 * included. Here the main thread only passes messages (pglite-host.server.ts answers
 * them) and stays free for HTTP. Drizzle sees a PGlite client: statements, and
 * transactions held open in the thread until this side commits or rolls back.
 */
export type ToDatabaseThread =
  | ({ type: 'query'; id: number; txId?: number } & ThreadQuery)
  | { type: 'script'; id: number; sql: string; params?: unknown[] }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; txId: number; commit: boolean }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'close'; id: number }
  | { type: 'connect'; id: number; port: MessagePort }

export type FromDatabaseThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'done'; id: number; result?: unknown }
  | { type: 'error'; id: number; error: SerialisedError }
  | { type: 'notice'; channel: string; payload: string }

/**
 * A render thread's own line to the database thread (DatabaseHandle.connectThread):
 * its statements go straight there, not through the busy main thread.
 */
export function queryThroughPort(port: MessagePort): (query: ThreadQuery) => Promise<ThreadQueryResult> {
  const pending = new Map<number, { resolve: (result: ThreadQueryResult) => void; reject: (error: Error) => void }>()
  let nextId = 0
  port.on('message', (message: FromDatabaseThread) => {
    if (message.type !== 'done' && message.type !== 'error') return
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (message.type === 'done') waiting?.resolve(message.result as ThreadQueryResult)
    else waiting?.reject(reviveError(message.error))
  })
  return (query) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      port.postMessage({ type: 'query', id, ...query } satisfies ToDatabaseThread)
    })
}

/** A message before the request id is added. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** A database error as it crosses threads: its message and PostgreSQL's fields (code, constraint…). */
export type SerialisedError = { message: string } & Record<string, unknown>

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: SerialisedError = { message: error.message, name: error.name }
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  return fields
}

function reviveError({ message, ...fields }: SerialisedError): Error {
  return Object.assign(new Error(message), fields)
}

export interface DatabaseThreadData {
  dataDir: string | undefined
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }

const DATABASE_THREAD_YOUNG_GENERATION_MB = 8

export async function openPgliteInThread(entry: URL, dataDir: string | undefined): Promise<DatabaseHandle> {
  const worker = new Worker(entry, {
    workerData: { dataDir } satisfies DatabaseThreadData,
    // its JavaScript only passes statements and rows along (PostgreSQL's memory is
    // WebAssembly's): a small young generation keeps its heap small
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_GENERATION_MB },
  })
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Map<string, Set<(payload?: string) => void>>()
  let nextId = 0
  let closing = false

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.on('message', function started(message: FromDatabaseThread) {
      if (message.type === 'ready') resolve()
      else if (message.type === 'failed') reject(new Error(message.message))
      else return
      worker.off('message', started)
      worker.off('error', reject)
    })
  })

  worker.on('message', (message: FromDatabaseThread) => {
    switch (message.type) {
      case 'done':
      case 'error': {
        const waiting = pending.get(message.id)
        pending.delete(message.id)
        if (message.type === 'done') waiting?.resolve(message.result)
        else waiting?.reject(reviveError(message.error))
        break
      }
      case 'notice':
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload)
        break
    }
  })
  worker.on('error', (error) => logger.error({ err: error }, 'The database thread failed'))
  worker.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error('The database thread stopped'))
    pending.clear()
    if (closing) return
    // nothing works without the database: stop, and let the supervisor (systemd) start again
    logger.fatal({ code }, 'The database thread stopped')
    process.exit(1)
  })

  /** Sends a message; its answer, and its id (a transaction's is its `begin`'s). */
  const send = <T>(message: WithoutId<ToDatabaseThread>) => {
    const id = nextId++
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject })
      worker.postMessage({ ...message, id } as ToDatabaseThread)
    })
    return { id, answer }
  }
  const request = <T>(message: WithoutId<ToDatabaseThread>) => send<T>(message).answer

  const runQuery = (query: ThreadQuery, txId?: number) => request<ThreadQueryResult>({ type: 'query', txId, ...query })
  // Drizzle's parsers (functions, which cannot cross threads) only keep some types as
  // text: their type ids go along, and the thread keeps those as text too
  const queryIn =
    (txId?: number) =>
    (sql: string, params: unknown[] = [], options?: QueryOptions) =>
      runQuery(
        {
          sql,
          params,
          rowMode: options?.rowMode ?? 'object',
          textTypes: Object.keys(options?.parsers ?? {}).map(Number),
        },
        txId,
      )
  const client = {
    query: queryIn(),
    async transaction<T>(work: (tx: { query: ReturnType<typeof queryIn> }) => Promise<T>): Promise<T> {
      // the first statement follows the begin without waiting for its answer: the
      // thread runs it once the transaction is open, so the database is held one
      // round trip through this busy thread less (pglite-host.server.ts)
      const { id: txId, answer: begun } = send<number>({ type: 'begin' })
      begun.catch(() => {}) // its failure is the statements' and is thrown below
      let result: T
      try {
        result = await work({ query: queryIn(txId) })
        await begun
      } catch (error) {
        await request({ type: 'end', txId, commit: false }).catch(() => {})
        throw error
      }
      await request({ type: 'end', txId, commit: true })
      return result
    },
  } as unknown as PGlite

  return embeddedHandle(client, {
    // the thread sends a statement's notices before its result: heard before it returns
    async listen(channel, onNotice) {
      let set = listeners.get(channel)
      if (!set) {
        listeners.set(channel, (set = new Set()))
        await request({ type: 'listen', channel })
      }
      set.add(onNotice)
      return async () => void set.delete(onNotice)
    },
    async close() {
      closing = true
      await request({ type: 'close' }).catch(() => {})
      await worker.terminate()
    },
    runSql: (sql, params) => request({ type: 'script', sql, params }),
    runForThread: (query) => runQuery(query),
    connectThread() {
      const { port1, port2 } = new MessageChannel()
      const id = nextId++
      worker.postMessage({ type: 'connect', id, port: port1 } satisfies ToDatabaseThread, [port1])
      return port2
    },
  })
}
