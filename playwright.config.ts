import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL, E2E_SERVERS, E2E_WORKERS } from './tests/support/e2e-env.ts'
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './tests/support/server-process.ts'

/**
 * End-to-end tests drive Debian's Chromium against the production server, started
 * on a fresh DATA_DIR (embedded database) with the demo newsroom loaded, and a
 * real SMTP server (global setup) that receives its mail. Each worker has a server of
 * its own (tests/support/e2e-env.ts): files run side by side, each file's tests in order.
 */
// the config is read by every worker too: only the runner's read makes the folders
process.env.E2E_DATA_DIRS ??= E2E_SERVERS.map(() => mkdtempSync(path.join(tmpdir(), 'newsroom-e2e-'))).join(
  path.delimiter,
)
const dataDirs = process.env.E2E_DATA_DIRS.split(path.delimiter)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // a browser and a production server share the machine's cores with each other (and
  // with more workers' on a larger machine): a page may take several seconds to hydrate
  expect: { timeout: 10_000 },
  // in CI the failures come again at the end: a long log is read from its tail
  reporter: process.env.CI ? [['line'], ['./tests/support/failures-last-reporter.ts']] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: E2E_SERVERS.map(({ index, port, smtpPort, baseUrl }) => ({
    // as `npm start` runs it (tests/production-start.test.ts): its flags and allocator.
    // Playwright starts them one after the other, so only the first one builds.
    command: `node ${PRODUCTION_NODE_FLAGS.join(' ')} scripts/start.js`,
    url: `${baseUrl}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDirs[index]!,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  })),
})
