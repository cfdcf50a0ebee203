import path from 'node:path'
import { availableParallelism, tmpdir } from 'node:os'

/**
 * Settings the end-to-end servers and the tests share (playwright.config.ts reads them).
 *
 * Each Playwright worker drives a production server of its own, with its own DATA_DIR,
 * port, SMTP server and mail folder, so test files running side by side never see each
 * other's data. A worker finds its server by TEST_PARALLEL_INDEX, which Playwright sets in
 * every worker (0 … workers − 1; a worker restarted after a failure keeps its index).
 */
// one worker for each two cores (E2E_WORKERS to choose): a worker keeps a browser and a
// server busy, and on the 2-core machine two workers took 1,032 s against one's 994 s
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(availableParallelism() / 2)))
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210)

export interface E2eServer {
  index: number
  port: number
  smtpPort: number
  baseUrl: string
  /** where the test SMTP server leaves what it receives, one JSON file per mail */
  mailDir: string
}

/** The server (and its SMTP server) of the worker with this parallel index. */
export function e2eServer(index: number): E2eServer {
  const port = FIRST_PORT + 10 * index
  return {
    index,
    port,
    smtpPort: port + 1,
    baseUrl: `http://127.0.0.1:${port}`,
    mailDir: path.join(tmpdir(), `newsroom-e2e-mail-${port}`),
  }
}

/** Every worker's server, for the config's webServer list and the global setup. */
export const E2E_SERVERS = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index))

/** This worker's server (the first one in the runner's own process). */
const mine = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
export const E2E_PORT = mine.port
export const E2E_SMTP_PORT = mine.smtpPort
export const E2E_BASE_URL = mine.baseUrl
export const E2E_MAIL_DIR = mine.mailDir
export const ADMIN_EMAIL = 'chief@newsroom.test'
export const ADMIN_PASSWORD = 'E2e-admin-pass-1'
