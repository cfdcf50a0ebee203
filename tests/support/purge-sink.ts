import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { waitFor } from './wait-for.ts'

/** A purge request as the CDN's API received it. */
export interface ReceivedPurge {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** the URLs of the body's `files` */
  files: string[]
  /** the status it was answered with */
  status: number
}

export interface PurgeSink {
  url: string
  received: ReceivedPurge[]
  /** the statuses to answer the next requests with, in order; then 200 */
  answerNext: (...statuses: number[]) => void
  /** waits until `count` requests arrived (all of them so far), at most `timeoutMs` */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedPurge[]>
  close: () => Promise<void>
}

/** A real HTTP server on 127.0.0.1 standing in for a CDN's purge API (Cloudflare's body). */
export async function startPurgeSink(): Promise<PurgeSink> {
  const received: ReceivedPurge[] = []
  const statuses: number[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const status = statuses.shift() ?? 200
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { files?: string[] }
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        files: body.files ?? [],
        status,
      })
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ success: status === 200 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/zones/test-zone/purge_cache`,
    received,
    answerNext: (...next) => statuses.push(...next),
    waitFor: (count, timeoutMs = 10_000) =>
      waitFor(`${count} purge requests (${received.length} so far)`, () => received.length >= count && [...received], {
        timeoutMs,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
