import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { mailbox } from './mailbox.ts'

/**
 * The admin's sign-in steps for the browser tests, written once. `origin` is the address
 * the admin is opened at (the page's baseURL when omitted). The admin runs in English
 * in these tests.
 */

/** The admin in English for the site at `origin`. */
export async function setEnglishAdmin(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: 'newsroom_lang', value: 'en', url: origin }])
}

/** A page in a context of its own, with the admin in English. */
export async function englishAdminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext()
  await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
  return context.newPage()
}

/** The admin's toasts. */
export function adminToasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}

/** Forget the mails already received for this address, so the next code is the new one. */
export async function forgetOldCodes(email: string): Promise<void> {
  await mailbox.codeFor(email, 0).catch(() => undefined)
}

/** The login form, once it is hydrated (before that its button stays disabled). */
export async function openAdminLogin(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
}

/** Step 1 of the login: e-mail and password. */
export async function submitAdminCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * E-mail, password and the code mailed to the test's SMTP server; ends on the dashboard.
 * `onTwoFactor` runs on the code's screen, before the code is typed.
 */
export async function signInToAdmin(
  page: Page,
  email: string,
  password: string,
  origin = '',
  onTwoFactor?: (page: Page) => Promise<void>,
): Promise<void> {
  await forgetOldCodes(email)
  await openAdminLogin(page, origin)
  await submitAdminCredentials(page, email, password)
  await expect(adminToasts(page).getByText('Verification Code Sent')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Verification' })).toBeVisible()
  await onTwoFactor?.(page)
  await page.getByLabel('Verification code').fill(await mailbox.codeFor(email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** A new user's temporary password changed for `password`; ends back on the login form. */
export async function changeTemporaryPassword(
  page: Page,
  email: string,
  temporaryPassword: string,
  password: string,
): Promise<void> {
  await openAdminLogin(page)
  await submitAdminCredentials(page, email, temporaryPassword)
  await page.getByLabel('Current (temporary) password').fill(temporaryPassword)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(adminToasts(page).getByText('Password Changed')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
}

/** Logout from the header; ends on the login form. */
export async function signOutOfAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
}
