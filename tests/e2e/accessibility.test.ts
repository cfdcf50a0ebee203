import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { adminTextsEn, adminTextsGr } from '../../app/i18n/admin-dictionary.ts'
import { signInToAdmin } from '../support/admin-sign-in.ts'
import { axeFailures, describeFailures, type AxeFailure } from '../support/axe.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { settle, type ScreenLanguage } from '../support/one-language.ts'
import { contrastWithWhite } from '../../app/utils/readable-colour.ts'
import {
  adminScreens,
  chooseLanguage,
  newestArticleId,
  newsletterId,
  publicParams,
  publicScreens,
  PUBLIC_STATES,
  refuseNewsletterAddress,
} from '../support/route-screens.ts'

/**
 * Issue 16, "Done when": no serious or critical axe violation on any public screen and
 * any admin screen (signed in as the super admin), in Greek and in English. The screens
 * are the route table's (app/routes.ts, through tests/support/route-screens.ts, as the
 * one-language test walks them), with a few states on the way: the pages of the section
 * whose colour is the palest, a search with results and one with none, the unsubscribe
 * page with an address, a refused newsletter form, the admin's sign-in and code screens
 * and some of its dialogs. Every failure is listed with its rule, elements and help, so
 * it can be fixed from the test's message.
 */

const LANGUAGES: ScreenLanguage[] = ['gr', 'en']
const NAMES: Record<ScreenLanguage, string> = { gr: 'Greek', en: 'English' }

async function check(page: Page, screen: string, failures: AxeFailure[]): Promise<void> {
  await settle(page)
  failures.push(...(await axeFailures(page, screen)))
}

async function openScreen(page: Page, path: string, language: ScreenLanguage, failures: AxeFailure[]): Promise<void> {
  await page.goto(path)
  await check(page, `${language} ${path}`, failures)
}

/**
 * The newest article of the section whose colour white text reads worst on, and that
 * section: their pages show the section's name in white on its colour (colours are the
 * newsroom's data; the public calls give them with the articles).
 */
async function palestSection(page: Page): Promise<string[]> {
  const { articles } = (await (await page.request.get('/api/public/articles?limit=50')).json()) as {
    articles: { slug: string; category: { slug: string; color: string } }[]
  }
  const [palest] = articles.sort((a, b) => contrastWithWhite(a.category.color) - contrastWithWhite(b.category.color))
  return palest ? [`/categories/${palest.category.slug}`, `/articles/${palest.slug}`] : []
}

function expectNoFailures(failures: AxeFailure[]): void {
  expect(failures, `serious or critical axe violations:\n${describeFailures(failures)}`).toEqual([])
}

test.describe('accessibility (axe)', () => {
  for (const language of LANGUAGES) {
    test(`every public screen in ${NAMES[language]} has no serious or critical axe violation`, async ({ page }) => {
      test.setTimeout(180_000)
      const failures: AxeFailure[] = []
      await page.goto('/')
      await chooseLanguage(page, language)
      // the route table's screens, the last of them the page that does not exist (404)
      for (const path of publicScreens(await publicParams(page))) await openScreen(page, path, language, failures)
      for (const path of await palestSection(page)) await openScreen(page, path, language, failures)
      for (const path of PUBLIC_STATES) await openScreen(page, path, language, failures)
      await refuseNewsletterAddress(page)
      await check(page, `${language} newsletter refusal`, failures)
      expectNoFailures(failures)
    })
  }

  test.describe('admin', () => {
    test.describe.configure({ mode: 'serial' })
    let context: BrowserContext
    let page: Page
    const signInFailures: AxeFailure[] = []

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext()
      await context.addCookies([{ name: 'newsroom_lang', value: 'en', url: baseURL ?? 'http://127.0.0.1' }])
      page = await context.newPage()
      // the sign-in screen in both languages, then the code's screen on the way in
      for (const language of LANGUAGES) {
        await page.goto('/admin')
        await chooseLanguage(page, language)
        await openScreen(page, '/admin', language, signInFailures)
      }
      await chooseLanguage(page, 'en')
      await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD, '', (codeScreen) =>
        check(codeScreen, 'en two-factor code', signInFailures),
      )
    })

    test.afterAll(async () => {
      await context.close()
    })

    test('the sign-in screens have no serious or critical axe violation', () => {
      expectNoFailures(signInFailures)
    })

    for (const language of LANGUAGES) {
      test(`every admin screen in ${NAMES[language]} has no serious or critical axe violation`, async () => {
        test.setTimeout(240_000)
        const failures: AxeFailure[] = []
        const texts = language === 'en' ? adminTextsEn : adminTextsGr
        await chooseLanguage(page, language)
        const ids = { articleId: await newestArticleId(page), newsletterId: await newsletterId(page) }
        // the route table's screens: the article and newsletter editors (new and existing) among them
        for (const path of adminScreens(ids)) await openScreen(page, path, language, failures)

        // the add-user and add-category dialogs, the advertisement dialog with its errors
        await openScreen(page, '/admin/users', language, failures)
        await page.getByRole('button', { name: texts['admin.users.add'] }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await check(page, `${language} add user dialog`, failures)
        await page.keyboard.press('Escape')
        await openScreen(page, '/admin/categories', language, failures)
        await page.getByRole('button', { name: texts['admin.categories.add'] }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await check(page, `${language} add category dialog`, failures)
        await page.keyboard.press('Escape')
        await openScreen(page, '/admin/advertisements', language, failures)
        await page.getByRole('button', { name: texts['admin.ads.new'] }).click()
        await page.getByRole('button', { name: texts['admin.ads.form.create'], exact: true }).click()
        await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible()
        await check(page, `${language} advertisement dialog with errors`, failures)
        await page.keyboard.press('Escape')
        expectNoFailures(failures)
      })
    }
  })
})
