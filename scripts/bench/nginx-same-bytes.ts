import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { startNginx, type Nginx } from '#tests/support/nginx.ts'
import { startNodeAlone, type NodeAlone } from './node-alone.ts'

/**
 * The limit each answer is compared with: nginx serving the very bytes our server sent
 * for it (compressed as it was, with its Content-Type and Content-Encoding) from a
 * temporary folder, on the same machine, under the same load. Beside it, Node.js alone
 * serves them too, with all our header lines (node-alone.ts).
 */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export interface SameBytes {
  nginx: Nginx
  /** Node.js alone, answering the same paths as nginx (node-alone.ts) */
  node: NodeAlone
  /** the path of the answer of our `path` on nginx and Node.js alone */
  pathFor: (path: string) => string
  stop: () => Promise<void>
}

interface Kept {
  path: string
  body: Buffer
  contentType: string
  contentEncoding: string | null
  /** its header lines as sent, less those node:http writes itself */
  headers: string[]
}

/** Header lines node:http writes on each answer itself (and nginx too). */
const WRITTEN_BY_SERVER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The answer to `urlPath` as sent: node:http leaves the body compressed (fetch would not). */
function keep(base: string, urlPath: string): Promise<Kept> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.once('error', reject)
        res.once('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${urlPath}: ${res.statusCode}`))
          resolve({
            path: urlPath,
            body: Buffer.concat(chunks),
            contentType: res.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: res.headers['content-encoding'] ?? null,
            headers: res.rawHeaders.filter((_, i, lines) => !WRITTEN_BY_SERVER.has(lines[i - (i % 2)]!.toLowerCase())),
          })
        })
      })
      .once('error', reject)
  })
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`

/** Where the bytes of the `i`th answer are kept in nginx's folder `dir`. */
const bytesFile = (dir: string, i: number) => path.join(dir, 'www', String(i))

/** Fetch each of `paths` from `base` and start nginx and Node.js alone on their ports, serving those bytes. */
export async function serveSameBytes(
  base: string,
  paths: string[],
  ports: { nginx: number; node: number },
): Promise<SameBytes> {
  const kept: Kept[] = []
  for (const urlPath of paths) kept.push(await keep(base, urlPath))
  const nginxPath = (i: number) => `/same/${i}`
  const port = ports.nginx
  const nginx = await startNginx({
    port,
    workerProcesses: 'auto',
    readyPath: '/ready',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'www'))
      kept.forEach((answer, i) => writeFileSync(bytesFile(dir, i), answer.body))
    },
    site: (dir) =>
      [
        'server {',
        `  listen 127.0.0.1:${port};`,
        '  sendfile on;',
        '  tcp_nopush on;',
        '  keepalive_timeout 75s;',
        // a load generator's connections stay open, as a browser's do on our server
        '  keepalive_requests 1000000;',
        '  location = /ready { return 200; }',
        ...kept.map((answer, i) =>
          [
            `  location = ${nginxPath(i)} {`,
            `    types { } default_type ${quoted(answer.contentType)};`,
            answer.contentEncoding ? `    add_header Content-Encoding ${quoted(answer.contentEncoding)};` : '',
            `    alias ${bytesFile(dir, i)};`,
            '  }',
          ].join('\n'),
        ),
        '}',
      ].join('\n'),
  })
  const node = await startNodeAlone(
    kept.map((answer, i) => ({ path: nginxPath(i), file: bytesFile(nginx.dir, i), headers: answer.headers })),
    nginx.dir,
    ports.node,
  ).catch(async (error: unknown) => {
    await nginx.stop()
    throw error
  })
  return {
    nginx,
    node,
    stop: async () => {
      await node.stop()
      await nginx.stop()
    },
    pathFor: (urlPath) => {
      const i = kept.findIndex((answer) => answer.path === urlPath)
      if (i === -1) throw new Error(`${urlPath} is not kept for nginx`)
      return nginxPath(i)
    },
  }
}
