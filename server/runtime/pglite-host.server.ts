import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { createEmbeddedClient, runEmbeddedSql } from '#app/utils/db.server.ts'
import {
  serialiseError,
  type DatabaseThreadData,
  type FromDatabaseThread,
  type ToDatabaseThread,
} from './pglite-thread.server.ts'

/**
 * The database thread's side of pglite-thread.server.ts: it owns the embedded
 * database and answers the main thread's messages. A transaction stays open (PGlite
 * holds every other statement back meanwhile, as in one thread) until the main thread
 * ends it; notices go out before the result of the statement that sent them.
 */
const keepText = (value: string) => value

class RolledBack extends Error {}

interface OpenTransaction {
  tx: Transaction
  end: (commit: boolean) => void
  ended: Promise<void>
}

function answerOn(port: MessagePort, handle: (message: ToDatabaseThread) => Promise<unknown>): void {
  port.on('message', (message: ToDatabaseThread) => {
    handle(message).then(
      (result) => port.postMessage({ type: 'done', id: message.id, result } satisfies FromDatabaseThread),
      (error: unknown) =>
        port.postMessage({ type: 'error', id: message.id, error: serialiseError(error) } satisfies FromDatabaseThread),
    )
  })
}

export async function runPgliteHost(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('runPgliteHost() runs in a worker thread')
  const { dataDir } = workerData as DatabaseThreadData
  let client: PGlite
  try {
    client = await createEmbeddedClient(dataDir)
  } catch (error) {
    port.postMessage({ type: 'failed', message: serialiseError(error).message } satisfies FromDatabaseThread)
    return
  }
  const transactions = new Map<number, OpenTransaction>()
  /** transactions asked for and not yet open: their statements arrive meanwhile and wait */
  const opening = new Map<number, Promise<number>>()
  const send = (message: FromDatabaseThread) => port.postMessage(message)

  function begin(id: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let end!: (commit: boolean) => void
      const ended = client
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              end = (ok) => (ok ? commit() : rollBack(new RolledBack()))
              transactions.set(id, { tx, end, ended })
              resolve(id)
            }),
        )
        .then(() => undefined)
      ended.catch((error: unknown) => {
        if (!transactions.has(id)) reject(error)
      })
    })
  }

  async function handle(message: ToDatabaseThread): Promise<unknown> {
    switch (message.type) {
      case 'query': {
        if (message.txId !== undefined) await opening.get(message.txId)
        const target = message.txId === undefined ? client : transactions.get(message.txId)?.tx
        if (!target) throw new Error('This transaction is over')
        const parsers = Object.fromEntries(message.textTypes.map((type) => [type, keepText]))
        const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers })
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
      }
      case 'script':
        return runEmbeddedSql(client, message.sql, message.params)
      case 'begin': {
        const started = begin(message.id)
        opening.set(message.id, started)
        const opened = () => void opening.delete(message.id)
        started.then(opened, opened)
        return started
      }
      case 'end': {
        await opening.get(message.txId)?.catch(() => undefined)
        const open = transactions.get(message.txId)
        if (!open) throw new Error('This transaction is over')
        open.end(message.commit)
        try {
          await open.ended
        } catch (error) {
          if (!(error instanceof RolledBack)) throw error
        } finally {
          transactions.delete(message.txId)
        }
        return undefined
      }
      case 'listen':
        await client.listen(message.channel, (payload) => send({ type: 'notice', channel: message.channel, payload }))
        return undefined
      case 'close':
        await client.close()
        return undefined
      case 'connect':
        // a render thread's line: statements only, answered on that line
        answerOn(message.port, (request) =>
          request.type === 'query' && request.txId === undefined
            ? handle(request)
            : Promise.reject(new Error('Only statements')),
        )
        return undefined
    }
  }

  answerOn(port, handle)
  send({ type: 'ready' })
}
