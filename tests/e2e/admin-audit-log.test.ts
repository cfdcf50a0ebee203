import { expect, test, type Page } from '@playwright/test'
import { changeTemporaryPassword, setEnglishAdmin, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * The audit log: a super_admin finds their own sign-in and a change
 * they made, filters by action, in English and in Greek; a window that ends before it
 * starts is refused on the screen; an editor gets Access Denied.
 */

const stamp = Date.now()
const tagName = `Έλεγχος ${stamp}`

function auditRows(page: Page) {
  return page.getByRole('table').getByRole('row')
}

async function chooseAction(page: Page, selectLabel: string, option: string) {
  await page.getByRole('combobox', { name: selectLabel }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('audit log', () => {
  test.describe.configure({ mode: 'serial' })

  let page: Page

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
    page = await context.newPage()
    await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
    const created = await page.request.post('/api/admin/tags', { data: { tagNames: [tagName] } })
    expect(created.status()).toBe(201)
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  test('a super_admin sees their sign-in and their change, and filters by action (English)', async () => {
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Audit Log' }).click()
    await expect(page).toHaveURL(/\/admin\/audit-log$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()

    const tagRow = auditRows(page).filter({ hasText: tagName })
    await expect(tagRow).toHaveCount(1)
    await expect(tagRow.getByRole('cell').nth(2)).toHaveText('Created tag')
    await expect(tagRow).toContainText(ADMIN_EMAIL)
    await expect(tagRow.getByRole('link', { name: tagName })).toHaveAttribute('href', '/admin/categories')
    const signIn = auditRows(page).filter({ hasText: 'Signed in' }).first()
    await expect(signIn).toContainText(ADMIN_EMAIL)

    await chooseAction(page, 'Action', 'Signed in')
    await expect(auditRows(page).filter({ hasText: tagName })).toHaveCount(0)
    await expect(auditRows(page).filter({ hasText: 'Signed in' }).first()).toContainText(ADMIN_EMAIL)
    await chooseAction(page, 'Action', 'Created tag')
    await expect(auditRows(page).filter({ hasText: tagName })).toHaveCount(1)
    await expect(auditRows(page).filter({ hasText: 'Signed in' })).toHaveCount(0)

    // a window that ends before it starts: said on the screen, nothing asked
    await page.getByLabel('From').fill('2026-11-27')
    await page.getByLabel('To').fill('2026-11-26')
    await expect(page.getByRole('alert').filter({ hasText: 'from must not be after to' })).toBeVisible()
    await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the same log in Greek', async ({ baseURL }) => {
    await page.context().addCookies([{ name: 'newsroom_lang', value: 'gr', url: baseURL ?? 'http://127.0.0.1' }])
    await page.evaluate(() => window.localStorage.setItem('newsroom.language', 'gr'))
    await page.goto('/admin/audit-log')
    await expect(page.getByRole('heading', { level: 1, name: 'Αρχείο ενεργειών' })).toBeVisible()
    const tagRow = auditRows(page).filter({ hasText: tagName })
    await expect(tagRow.getByRole('cell').nth(2)).toHaveText('Δημιουργία ετικέτας')
    await expect(auditRows(page).filter({ hasText: 'Σύνδεση' }).first()).toContainText(ADMIN_EMAIL)

    await chooseAction(page, 'Ενέργεια', 'Σύνδεση')
    await expect(auditRows(page).filter({ hasText: tagName })).toHaveCount(0)
    await expect(auditRows(page).filter({ hasText: 'Σύνδεση' }).first()).toContainText(ADMIN_EMAIL)

    await page.getByLabel('Από').fill('2026-11-27')
    await page.getByLabel('Έως').fill('2026-11-26')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Η αρχική ημερομηνία δεν μπορεί να είναι μετά την τελική' }),
    ).toBeVisible()
  })

  test('an editor gets Access Denied and no Audit log in the sidebar', async ({ browser, baseURL }) => {
    const editor = { email: `audit-editor-${stamp}@newsroom.test`, password: 'Fresh-Editor-Pass-7!' }
    const created = await page.request.post('/api/admin/users', {
      data: { firstName: 'Ελένη', lastName: 'Συντάκτρια', email: editor.email, role: 'editor' },
    })
    expect(created.status()).toBe(201)
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string }

    const context = await browser.newContext()
    await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
    const editorPage = await context.newPage()
    await changeTemporaryPassword(editorPage, editor.email, temporaryPassword, editor.password)
    await signInToAdmin(editorPage, editor.email, editor.password)
    const nav = editorPage.getByRole('navigation', { name: 'Admin navigation' })
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)
    const response = await editorPage.goto('/admin/audit-log')
    expect(response?.status()).toBe(403)
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await expect(editorPage.getByText("You don't have permission to view the audit log.")).toBeVisible()
    await context.close()
  })
})
