import { spawnServer, waitUntilReady, type ServerProcess } from '#tests/support/server-process.ts'

/** The production server (`node server.js`, built first) on one of the bench's ports. */
export interface ProductServer {
  url: string
  pid: number
  stop: () => Promise<void>
}

export interface ProductServerOptions {
  port: number
  /** its DATA_DIR (the embedded database, or uploads and the session secret on PostgreSQL) */
  dataDir: string
  /** PostgreSQL instead of the embedded database */
  databaseUrl?: string
  /** 0 renders every page fresh; unset keeps the product's default */
  pageCacheSeconds?: number
  smtpUrl?: string
  env?: Record<string, string>
}

export async function startProductServer(options: ProductServerOptions): Promise<ProductServer> {
  const server: ServerProcess = spawnServer(
    {
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.pageCacheSeconds === undefined ? {} : { PAGE_CACHE_SECONDS: String(options.pageCacheSeconds) }),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    { production: true },
  )
  try {
    await waitUntilReady(server)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    url: server.url,
    pid: server.child.pid!,
    stop: async () => {
      const code = await server.stop()
      if (code !== 0 && code !== null && server.stderr()) process.stderr.write(server.stderr())
    },
  }
}

/** Start a server, do `work` with it, stop it (also when `work` throws). */
export async function withProductServer<T>(
  options: ProductServerOptions,
  work: (server: ProductServer) => Promise<T>,
): Promise<T> {
  const server = await startProductServer(options)
  try {
    return await work(server)
  } finally {
    await server.stop()
  }
}
