import { expect, test } from '@playwright/test'
import { adminToasts, englishAdminPage, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'

/**
 * English versions of the legal pages: a language tab over each area of
 * the Legal pages screen; English readers see the English text, and the Greek one
 * (said to be in Greek) while no English version is written.
 */
test('an English privacy policy is written on the Legal pages screen and shown to English readers', async ({
  browser,
  baseURL,
  request,
}) => {
  const marker = `Our privacy promise ${Date.now()}`
  const page = await englishAdminPage(browser, baseURL)
  await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/admin/legal-pages')
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Pages' })).toBeVisible()

  const privacyTabs = page.getByRole('tablist', { name: 'Language of Privacy Policy' })
  await expect(privacyTabs.getByRole('tab', { name: 'Greek' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Privacy Policy (HTML)')).not.toHaveValue('')
  await expect(page.getByLabel('Privacy Policy in English (HTML)')).toHaveCount(0)
  await privacyTabs.getByRole('tab', { name: 'English' }).click()
  const english = page.getByLabel('Privacy Policy in English (HTML)')
  await expect(page.getByLabel('Privacy Policy (HTML)')).toHaveCount(0)

  // too long a text is refused before it is sent, and its tab comes forward
  await english.fill('x'.repeat(500_001))
  await privacyTabs.getByRole('tab', { name: 'Greek' }).click()
  await page.getByRole('button', { name: 'Save Legal Pages' }).click()
  await expect(privacyTabs.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('At most 500000 characters')).toBeVisible()
  await expect(adminToasts(page).getByText('Legal pages updated')).toHaveCount(0)

  // the English privacy policy written, the English terms left empty
  await english.fill(`<h2>Privacy</h2><p>${marker}</p><script>alert(1)</script>`)
  const termsTabs = page.getByRole('tablist', { name: 'Language of Terms of Use' })
  await termsTabs.getByRole('tab', { name: 'English' }).click()
  const englishTerms = page.getByLabel('Terms of Use in English (HTML)')
  const demoTerms = await englishTerms.inputValue()
  await englishTerms.fill('')
  await page.getByRole('button', { name: 'Save Legal Pages' }).click()
  await expect(adminToasts(page).getByText('Legal pages updated')).toBeVisible()
  // the box shows what was stored: sanitised
  await expect(english).toHaveValue(`<h2>Privacy</h2><p>${marker}</p>`)

  // the server's HTML: English for English readers, Greek for Greek ones
  const englishHtml = await (await request.get('/privacy?lang=en')).text()
  expect(englishHtml).toContain(marker)
  expect(englishHtml).toContain('Privacy Policy</h1>')
  const greekHtml = await (await request.get('/privacy')).text()
  expect(greekHtml).not.toContain(marker)
  expect(greekHtml).toContain('Πολιτική Απορρήτου</h1>')

  const reader = await browser.newPage()
  await reader.goto(`${baseURL ?? ''}/privacy?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(reader.locator('.prose-article')).toContainText(marker)
  await expect(reader.getByText('This text is available in Greek only.')).toHaveCount(0)
  // no English terms: the Greek text, said to be in Greek
  await reader.goto(`${baseURL ?? ''}/terms?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Terms of Use')
  await expect(reader.getByText('This text is available in Greek only.')).toBeVisible()
  await expect(reader.locator('.prose-article[lang="el"]')).toContainText('Αποδοχή των όρων')
  await reader.close()

  // the demo's English terms back, for the tests after this one
  await englishTerms.fill(demoTerms)
  const restored = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT',
  )
  await page.getByRole('button', { name: 'Save Legal Pages' }).click()
  expect((await restored).status()).toBe(200)
  await page.context().close()
})
