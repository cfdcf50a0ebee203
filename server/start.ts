import { readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import compression from 'compression'
import { sql } from 'drizzle-orm'
import express, { type RequestHandler } from 'express'
import { answerDumpRequests } from '#app/features/backup/dump-requests.server.ts'
import { cdnPurgesSettled } from '#server/runtime/cdn-purge.server.ts'
import { watchContentChanges } from '#server/runtime/content-changes.server.ts'
import { findNextScheduledPublication } from '#app/features/articles/public.server.ts'
import { ensureFirstSuperAdmin, type FirstAdmin } from '#app/features/users/bootstrap.server.ts'
import { setConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { printConsoleBlock } from '#app/utils/console-block.server.ts'
import { acquireDataDirLock, DataDirLockedError } from '#app/utils/data-dir-lock.server.ts'
import { openDatabase, setDatabase, type Database } from '#app/utils/db.server.ts'
import { openPgliteInThread } from '#server/runtime/pglite-thread.server.ts'
import { EnvError, parseEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { resolveSessionSecret } from '#app/utils/secrets.server.ts'
import { trustsProxy } from '#app/utils/trust-proxy.server.ts'
import { accessLog, logCachedAnswer } from './access-log.ts'
import { startBackgroundJobs } from './background-jobs.ts'
import { CLEANUP_TIMING, type CleanupTiming } from './cleanup-schedule.ts'
import { setActiveRenderPool, startRenderPool } from '#server/runtime/render-pool.ts'
import { answerUnreadableRequests, plainErrorHandler } from './request-guards.ts'
import { serveReadyAnswer } from '#server/runtime/page-cache.ts'
import { securityHeaders } from '#server/runtime/security-headers.ts'
import { letThreadsSizeTheirOwnHeaps } from '#server/runtime/thread-heaps.ts'

/** How long an idle connection is kept open: past nginx's 60 s for connections it keeps to a process. */
export const KEEP_ALIVE_MS = 65_000

export interface StartOptions {
  /** production: the built client assets to serve */
  clientDir?: string
  /** development: Vite's middlewares and a loader of the current inner app */
  dev?: { middlewares: RequestHandler; loadApp: () => Promise<RequestHandler> }
  /** production: the inner app of this build */
  app?: RequestHandler
  /**
   * production: the build's render-thread entry, which render threads run to render
   * public pages (rendering/render-pool.ts); RENDER_WORKERS sets how many
   */
  renderEntry?: URL
  /** production: the build's database-thread entry, where the embedded database runs */
  databaseEntry?: URL
  /** when expired rows are deleted (cleanup-schedule.ts); process tests shorten it */
  cleanup?: CleanupTiming
  /**
   * the demo content's step (scripts/seed/demo-seed-step.ts), loaded by name by the
   * process entry, so the server's own modules carry no demo content; run on a start
   * with SEED_DEMO
   */
  demoSeedStep?: () => Promise<{ loadDemoContentIfWanted: (db: Database) => Promise<boolean> }>
}

/** Stop the start with one line on stderr (a wrong environment value, a locked DATA_DIR). */
function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/**
 * The build's top-level files (favicon): served by exact name, so page requests
 * do not each cost a file-system lookup.
 */
function rootFiles(clientDir: string): RequestHandler {
  const names = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  )
  const serve = express.static(clientDir, { maxAge: '1h', index: false })
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next())
}

/** Who was created on this start and how they sign in: said once, never written anywhere. */
function firstAdminLines(config: RuntimeConfig, admin: FirstAdmin): string[] {
  return [
    `Created the first super_admin: ${admin.email}`,
    admin.generatedPassword
      ? `Password: ${admin.generatedPassword}  (temporary: you will be asked to change it at first sign-in)`
      : 'Password: the ADMIN_PASSWORD you set',
    config.smtpUrl
      ? 'The 6-digit sign-in code is e-mailed through SMTP_URL.'
      : `No SMTP_URL: the 6-digit sign-in code is printed here and saved in ${config.dataDir}/outbox/.`,
  ]
}

function printSignInBanner(config: RuntimeConfig, admin: FirstAdmin | null): void {
  const lines = [`Site:     ${config.publicUrl}/`, `Sign in:  ${config.publicUrl}/admin`]
  printConsoleBlock(admin ? [...lines, ...firstAdminLines(config, admin)] : lines)
}

/** Boot: configuration, database, first admin, demo content; then serve. */
export async function start(options: StartOptions): Promise<Server> {
  letThreadsSizeTheirOwnHeaps()
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
  logger.level = env.logLevel

  let releaseLock = () => {}
  if (!env.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(env.dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
  }
  const config: RuntimeConfig = { ...env, sessionSecret: resolveSessionSecret(env.dataDir, env.sessionSecret) }
  setConfig(config)

  // the production server runs the embedded database in a thread of its own, so its
  // statements never hold up the main thread's answers (pglite-thread.server.ts)
  const database =
    !config.databaseUrl && options.databaseEntry
      ? await openPgliteInThread(options.databaseEntry, config.dataDir)
      : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate()
  setDatabase(database)
  const admin = await database.withBootLock(async () => {
    const created = await ensureFirstSuperAdmin(database.db, config)
    if (config.seedDemo && options.demoSeedStep) {
      const { loadDemoContentIfWanted } = await options.demoSeedStep()
      if (await loadDemoContentIfWanted(database.db)) logger.info('Loaded the demo newsroom (SEED_DEMO)')
    }
    // fresh planner statistics: the embedded database has no autovacuum to do it
    await database.db.execute(sql`ANALYZE`)
    return created
  })
  const stopWatching = await watchContentChanges(database, findNextScheduledPublication)
  // the embedded database belongs to this process: `npm run backup` asks it for the dump
  const stopAnsweringBackups =
    database.kind === 'pglite' ? await answerDumpRequests(config.dataDir, database.db) : () => {}
  const renderPool =
    options.renderEntry && config.renderWorkers > 0
      ? startRenderPool({ size: config.renderWorkers, entry: options.renderEntry, database, config })
      : undefined
  setActiveRenderPool(renderPool)
  // listen once the first thread is up, so the first readers' pages are rendered there too
  await renderPool?.started

  const server = express()
  server.disable('x-powered-by')
  server.set('trust proxy', trustsProxy)
  // the access log is written at info level; below that its per-request work is skipped
  if (logger.isLevelEnabled('info')) {
    server.use(accessLog())
  }
  // level 3: a fresh page compresses in half the time of the default level, about 10%
  // larger; answers kept by the response cache are compressed once, at the default level
  server.use(compression({ level: 3 }))
  server.use(securityHeaders)
  if (options.dev) {
    server.use(options.dev.middlewares)
    const { loadApp } = options.dev
    server.use(async (req, res, next) => {
      try {
        ;(await loadApp())(req, res, next)
      } catch (error) {
        next(error)
      }
    })
  } else {
    if (options.clientDir) {
      server.use(
        '/assets',
        express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }),
      )
      server.use(rootFiles(options.clientDir))
    }
    if (options.app) server.use(options.app)
  }
  server.use(plainErrorHandler)

  // cached public answers go out before any middleware runs
  const logsAnswers = logger.isLevelEnabled('info')
  const httpServer = createServer((req, res) => {
    if (!serveReadyAnswer(req, res)) return server(req, res)
    if (logsAnswers) logCachedAnswer(req, res)
  })
  // An idle kept-alive connection stays open longer than a client or load balancer keeps
  // one (nginx: 60 s): with Node.js's 5 s, a request sent on a connection just as the
  // process closed it met a reset (a 502 behind nginx for a save, which it does not retry)
  answerUnreadableRequests(httpServer)
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS
  httpServer.headersTimeout = KEEP_ALIVE_MS + 1000
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(config.port, config.host, () => resolve())
  }).catch((error: NodeJS.ErrnoException) => {
    // the first super_admin exists now and its generated password is shown only once:
    // a start that cannot listen still shows it, or nobody could ever sign in
    if (admin) printConsoleBlock(firstAdminLines(config, admin))
    if (error.code === 'EADDRINUSE')
      fail(`PORT ${config.port} is already in use on ${config.host}; set PORT to a free port.`)
    throw error
  })
  logger.info({ port: config.port, database: database.kind }, 'Server listening')
  printSignInBanner(config, admin)
  // started beside the signal handlers below, so a stop while the queue starts is still orderly
  const jobs = startBackgroundJobs(database, options.cleanup ?? CLEANUP_TIMING)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Shutting down')
    httpServer.close()
    httpServer.closeAllConnections()
    setActiveRenderPool(undefined)
    stopAnsweringBackups()
    // a purge sent for the last write gets a few seconds to reach the CDN
    Promise.all([renderPool?.close(), jobs.then((started) => started.stop()), cdnPurgesSettled(5000)])
      .then(() => stopWatching())
      .then(() => database.close())
      .catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'))
      .finally(() => {
        releaseLock()
        process.exit(0)
      })
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  return httpServer
}
