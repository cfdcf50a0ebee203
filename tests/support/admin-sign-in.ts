import { expect, type BrowserContext, type Page } from '@playwright/test'
import { mailbox } from './mailbox.ts'

/** The admin and the public pages in English for this browser context. */
export async function useEnglish(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'newsroom_lang', value: 'en', url: baseURL ?? 'http://127.0.0.1' }])
}

/** E-mail, password and the mailed code, in the English admin; ends on the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await mailbox.codeFor(email, 0).catch(() => undefined) // forget older codes
  await page.goto('/admin')
  // the button stays disabled until the page is hydrated
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Verification' })).toBeVisible()
  await page.getByLabel('Verification code').fill(await mailbox.codeFor(email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}
