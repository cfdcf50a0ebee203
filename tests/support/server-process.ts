import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { untilAnswering } from './until-answering.ts'
import { MAIN_THREAD_HEAP_FLAGS } from '#server/runtime/thread-heaps.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')

export interface ServerProcess {
  child: ChildProcess
  url: string
  stdout: () => string
  stderr: () => string
  exited: Promise<number | null>
  stop: () => Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * How the production server runs (docs/decisions/007-memory-budget.md): `npm start`
 * and deploy/systemd start it the same way, which tests/production-start.test.ts checks.
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = MAIN_THREAD_HEAP_FLAGS
export const PRODUCTION_ENV = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '1' }

/**
 * Start tests/support/boot-api-server.ts (or, with `production`, the built site as
 * `npm start` serves it: build first) with `env` on top of a clean environment.
 */
export function spawnServer(env: Record<string, string>, options: { production?: boolean } = {}): ServerProcess {
  const [command, args] = options.production
    ? [process.execPath, [...PRODUCTION_NODE_FLAGS, path.join(ROOT, 'server.js')]]
    : [TSX, [path.join(ROOT, 'tests', 'support', 'boot-api-server.ts')]]
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(options.production ? PRODUCTION_ENV : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    url: `http://127.0.0.1:${env.PORT ?? 3000}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Wait until GET /readyz answers 200 (or the process dies). */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  await untilAnswering(`${server.url}/readyz`, server.child, {
    name: 'server',
    timeoutMs,
    intervalMs: 200,
    output: server.stderr,
  })
}
