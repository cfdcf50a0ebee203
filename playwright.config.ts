import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT } from './tests/support/e2e-env.ts'
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './tests/support/server-process.ts'

/**
 * End-to-end tests drive Debian's Chromium against the production server, started
 * on a fresh DATA_DIR (embedded database) with the demo newsroom loaded, and a
 * real SMTP server (global setup) that receives its mail.
 */
const PORT = E2E_PORT
const BASE_URL = E2E_BASE_URL
// the config is read by every worker too: only the first read makes the folder
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'newsroom-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // in CI the failures come again at the end: a long log is read from its tail
  reporter: process.env.CI ? [['line'], ['./tests/support/failures-last-reporter.ts']] : 'list',
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    // as `npm start` runs it (tests/production-start.test.ts): its flags and allocator
    command: `node ${PRODUCTION_NODE_FLAGS.join(' ')} scripts/start.js`,
    url: `${BASE_URL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...PRODUCTION_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  },
})
