import { expect, request, test } from '@playwright/test'
import { forgetOldCodes, signOutOfAdmin, submitAdminCredentials } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { mailbox } from '../support/mailbox.ts'
import { createStaffThroughApi, staffApi } from '../support/staff-api.ts'

/**
 * Staff mails in the user's language: the sign-in code mail is in the
 * language of the screen that asked for it, and the admin's language switch is
 * remembered on the user for a request that names no language.
 */
test('the sign-in code mail follows the language the staff user works in', async ({ browser, baseURL }) => {
  const origin = baseURL ?? 'http://127.0.0.1'
  const admin = await staffApi(origin, ADMIN_EMAIL, ADMIN_PASSWORD)
  const user = {
    firstName: 'Ioanna',
    lastName: 'Lingua',
    email: `lingua-${Date.now()}@newsroom.test`,
    role: 'editor' as const,
    password: 'Fresh-Editor-Lang-9!',
  }
  await createStaffThroughApi(admin, user)
  await admin.dispose()

  const context = await browser.newContext()
  await context.addCookies([{ name: 'newsroom_lang', value: 'gr', url: origin }])
  const page = await context.newPage()

  // signed in from the Greek screen: the code comes in Greek
  await forgetOldCodes(user.email)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση διαχείρισης' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Σύνδεση' })).toBeEnabled()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Σύνδεση' }).click()
  const greek = await mailbox.latest(user.email)
  expect(greek.subject).toMatch(/: ο κωδικός σύνδεσής σας$/)
  expect(greek.text).toContain('Γεια σας Ioanna,')
  await page.getByLabel('Κωδικός επαλήθευσης').fill(/\b(\d{6})\b/.exec(greek.text)![1]!)
  await page.getByRole('button', { name: 'Επαλήθευση' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  // the header's switch to English is remembered on the user
  const remembered = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/profile/language') && r.request().method() === 'PUT',
  )
  await page.getByRole('button', { name: 'EN' }).click()
  expect((await remembered).status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

  // signed out and in again, now from the English screen: the code comes in English
  await signOutOfAdmin(page)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await submitAdminCredentials(page, user.email, user.password)
  const english = await mailbox.latest(user.email)
  expect(english.subject).toMatch(/: your sign-in code$/)
  expect(english.text).toContain('Hello Ioanna,')
  await context.close()

  // a client that names no language gets the remembered one
  const bare = await request.newContext({ baseURL: origin })
  const login = await bare.post('/api/admin/login', { data: { email: user.email, password: user.password } })
  expect(await login.json()).toEqual({ requiresTwoFactor: true })
  expect((await mailbox.latest(user.email)).subject).toMatch(/: your sign-in code$/)
  await bare.dispose()
})
