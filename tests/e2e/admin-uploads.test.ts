import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser } from '@playwright/test'
import sharp from 'sharp'
import { adminToasts, setEnglishAdmin, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, E2E_SMTP_PORT } from '../support/e2e-env.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from '../support/server-process.ts'

/**
 * Uploads work from every address the site answers on, not only PUBLIC_URL's
 * (PUBLIC_URL is for mails, canonical links, sitemaps and feeds): a featured image
 * uploaded with the admin opened at `localhost` while PUBLIC_URL names `127.0.0.1`
 * (the suite's server), and the other way round (a second server started here).
 */

async function uploadFeaturedImage(browser: Browser, origin: string, email: string): Promise<void> {
  const context = await browser.newContext()
  try {
    await setEnglishAdmin(context, origin)
    const page = await context.newPage()
    await signInToAdmin(page, email, ADMIN_PASSWORD, origin)
    await page.goto(`${origin}/admin/articles/new`)
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible()
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    await page.getByLabel('Featured Image').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png })
    await expect(adminToasts(page).getByText('Featured image uploaded successfully!')).toBeVisible()
    await expect(adminToasts(page).getByText('Upload Failed')).toHaveCount(0)
    // the stored path names no origin, and the preview loads from the address in use
    const preview = page.getByRole('img', { name: 'Featured image preview' })
    await expect(preview).toHaveAttribute('src', /^\/objects\/uploads\/[0-9a-f]{32}$/)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  } finally {
    await context.close()
  }
}

test('a featured image uploads with the admin at localhost while PUBLIC_URL names 127.0.0.1', async ({ browser }) => {
  test.setTimeout(60_000)
  await uploadFeaturedImage(browser, `http://localhost:${E2E_PORT}`, ADMIN_EMAIL)
})

test.describe('PUBLIC_URL naming localhost', () => {
  const email = `uploads-chief-${Date.now()}@newsroom.test`
  let port = 0
  let dataDir = ''
  let server: ServerProcess

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    port = await freePort()
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-e2e-uploads-'))
    // the production build the suite's server runs, with an empty database of its own
    server = spawnServer(
      {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        RENDER_WORKERS: '0',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD,
      },
      { production: true },
    )
    await waitUntilReady(server)
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a featured image uploads with the admin at 127.0.0.1', async ({ browser }) => {
    test.setTimeout(60_000)
    await uploadFeaturedImage(browser, `http://127.0.0.1:${port}`, email)
  })
})
