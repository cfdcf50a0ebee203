import path from 'node:path'
import { tmpdir } from 'node:os'

/** Settings the end-to-end server and the tests share (playwright.config.ts reads them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_SMTP_PORT = E2E_PORT + 1
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const ADMIN_EMAIL = 'chief@newsroom.test'
export const ADMIN_PASSWORD = 'E2e-admin-pass-1'
/** where the test SMTP server leaves what it receives, one JSON file per mail */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `newsroom-e2e-mail-${E2E_PORT}`)
