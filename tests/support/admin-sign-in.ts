import { expect, type BrowserContext, type Page } from '@playwright/test'
import { mailbox } from './mailbox.ts'

/** The admin in English (its texts are the spec's) for the site at `origin`. */
export async function setEnglishAdmin(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: 'newsroom_lang', value: 'en', url: origin }])
}

/**
 * E-mail, password and the code mailed to the test's SMTP server; ends on the
 * dashboard. `origin` is the address the admin is opened at (the page's baseURL when
 * omitted).
 */
export async function signInToAdmin(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await mailbox.codeFor(email, 0).catch(() => undefined) // forget older codes
  await page.goto(`${origin}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  // the form's button stays disabled until it is hydrated
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Verification' })).toBeVisible()
  await page.getByLabel('Verification code').fill(await mailbox.codeFor(email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** The admin's toasts. */
export function adminToasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}
