import { expect, test } from '@playwright/test'

test.describe('all articles and search', () => {
  test('the header search lands on /articles?search= with results and filters in the address', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' }).fill('Αθήνα')
    await page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' }).press('Enter')
    await expect(page).toHaveURL(/\/articles\?search=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Όλα τα άρθρα')
    const search = page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' })
    await expect(search).toHaveValue('Αθήνα')
    await expect(page.getByRole('status')).toHaveText(/Βρέθηκαν? \d+ άρθρ/)
    await expect(page.locator('main article').first()).toBeVisible()

    await page.getByLabel('Ταξινόμηση').selectOption('alphabetical')
    await expect(page).toHaveURL(/sort=alphabetical/)
    await expect(page.getByRole('button', { name: /Αφαίρεση φίλτρου: Αλφαβητικά/ })).toBeVisible()

    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(page.getByLabel('Ταξινόμηση')).toHaveValue('latest')
    await expect(search).toHaveValue('Αθήνα')
  })

  test('no results shows the empty state; Clear Filters brings everything back', async ({ page }) => {
    await page.goto('/articles?search=zzqqxxnothing')
    await expect(page.getByText('Δεν βρέθηκαν άρθρα')).toBeVisible()
    await page.getByRole('button', { name: 'Καθαρισμός φίλτρων' }).click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(page.getByRole('searchbox', { name: 'Αναζήτηση άρθρων' })).toHaveValue('')
    await expect(page.locator('main article')).toHaveCount(12)
    await page.getByRole('button', { name: 'Περισσότερα' }).click()
    await expect(page.locator('main article')).toHaveCount(24)
  })

  test('the category filter narrows the list and shows a removable chip', async ({ page }) => {
    await page.goto('/articles')
    await page.getByLabel('Κατηγορία').selectOption('politiki')
    await expect(page).toHaveURL(/category=politiki/)
    const chip = page.getByRole('button', { name: 'Αφαίρεση φίλτρου: Πολιτική' })
    await expect(chip).toBeVisible()
    await page.getByRole('button', { name: 'Καθαρισμός όλων' }).click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(chip).toBeHidden()
  })
})
