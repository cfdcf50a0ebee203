import { expect, test, type Page } from '@playwright/test'
import {
  adminToasts,
  englishAdminPage,
  forgetOldCodes,
  openAdminLogin,
  setEnglishAdmin,
  signInToAdmin,
  signOutOfAdmin,
  submitAdminCredentials,
} from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { mailbox } from '../support/mailbox.ts'

/**
 * Staff sign-in through the browser: e-mail and password,
 * the code mailed to the test's SMTP server, the forced change of a temporary password,
 * and what the role opens. The admin runs in English here.
 */

test('a wrong password shows Login Failed', async ({ page, context, baseURL }) => {
  await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
  await openAdminLogin(page)
  await submitAdminCredentials(page, ADMIN_EMAIL, `${ADMIN_PASSWORD}-wrong`)
  await expect(adminToasts(page).getByText('Login Failed')).toBeVisible()
  await expect(adminToasts(page).getByText('Invalid email or password')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  // the password never travels in the address
  expect(page.url()).not.toContain('password')
})

test.describe('a new contributor', () => {
  test.describe.configure({ mode: 'serial' })

  const contributor = {
    email: `contributor-${Date.now()}@newsroom.test`,
    password: 'Fresh-Contributor-9!',
  }
  // one browser for the whole journey: the contributor stays signed in for the later tests
  let page: Page

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await englishAdminPage(browser, baseURL)
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  test('is created by a super_admin, changes the temporary password and signs in with a code', async () => {
    await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)

    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
    await expect(page.getByText('Manage users, roles, and permissions.')).toBeVisible()

    await page.getByRole('button', { name: 'Add User' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add New User' })
    await addDialog.getByLabel('First Name').fill('Eva')
    await addDialog.getByLabel('Last Name').fill('Writer')
    await addDialog.getByLabel('Email').fill(contributor.email)
    await expect(addDialog.getByRole('combobox', { name: 'Role' })).toHaveText('Contributor')
    await addDialog.getByRole('button', { name: 'Create User' }).click()

    const createdDialog = page.getByRole('dialog', { name: 'User Created Successfully' })
    await expect(
      createdDialog.getByText('must change this password and set up two-factor authentication'),
    ).toBeVisible()
    const temporaryPassword = (await createdDialog.getByTestId('temporary-password').textContent())?.trim() ?? ''
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8)
    await createdDialog.getByRole('button', { name: 'Done' }).click()

    const row = page.getByRole('row').filter({ hasText: contributor.email })
    await expect(row.getByRole('combobox')).toHaveText('Contributor')
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByText('Never')).toBeVisible()

    await signOutOfAdmin(page)

    // the temporary password leads to the change-password step
    await openAdminLogin(page)
    await submitAdminCredentials(page, contributor.email, temporaryPassword)
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()
    await page.getByLabel('Current (temporary) password').fill(temporaryPassword)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('other')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(adminToasts(page).getByText('Password Mismatch')).toBeVisible()
    await page.getByLabel('Confirm new password').fill('short')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(adminToasts(page).getByText('Password Too Short')).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill(contributor.password)
    await page.getByLabel('Confirm new password').fill(contributor.password)
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(adminToasts(page).getByText('Password Changed')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')

    // then the new password and the mailed code; the code field takes digits only
    await forgetOldCodes(contributor.email)
    await submitAdminCredentials(page, contributor.email, contributor.password)
    const code = page.getByLabel('Verification code')
    await code.fill('12ab')
    await expect(code).toHaveValue('12')
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
    await code.fill(await mailbox.codeFor(contributor.email))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('admin-user-name')).toHaveText('Eva Writer')
  })

  test('sees Access Denied on /admin/users and no Users item in the sidebar', async () => {
    const response = await page.goto('/admin/users')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await expect(page.getByText("You don't have permission to access user management.")).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Admin navigation' })
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0)
  })

  test('an unknown admin path shows Page Not Found with status 404', async () => {
    const response = await page.goto('/admin/no-such-screen')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText("The admin page you're looking for doesn't exist.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })
})

test('@mobile on a phone the sidebar opens from the menu button', async ({ page, context, baseURL }) => {
  await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const nav = page.getByRole('navigation', { name: 'Admin navigation' })
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await nav.getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  await expect(nav).toBeHidden()
})
