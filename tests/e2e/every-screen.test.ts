import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { allTexts } from '../support/feature-texts.ts'
import { contrastWithWhite } from '../../app/utils/readable-colour.ts'
import { setEnglishAdmin, signInToAdmin } from '../support/admin-sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts'
import { expectHydrated } from '../support/islands.ts'
import type { ScreenLanguage } from '../support/one-language.ts'
import { newWatchedPage } from '../support/policy-violations.ts'
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
import {
  checkScreen,
  expectNoFindings,
  noFindings,
  openScreen,
  watchConfirmations,
  type Findings,
} from '../support/screen-checks.ts'

/**
 * Every public and every admin screen (signed in as the super admin), in Greek and in
 * English, walked once and checked three ways (tests/support/screen-checks.ts): no
 * serious or critical axe violation, one language per screen, and
 * the Content-Security-Policy sent and kept.
 *
 * The screens are the route table's (app/routes.ts, through tests/support/route-screens.ts,
 * so a new screen is walked without editing this test), with states on the way: the pages
 * of the section whose colour is the palest, searches with results, a suggestion and
 * none, a missing article, the unsubscribe page with an address, a refused newsletter
 * form, the admin's sign-in and code screens, its dialogs, a server refusal and a browser
 * confirmation. Each failure is listed with its screen, so it can be fixed from the message.
 */

const LANGUAGES: ScreenLanguage[] = ['gr', 'en']
const NAMES: Record<ScreenLanguage, string> = { gr: 'Greek', en: 'English' }

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

/** A screen opened again to act on it (it was checked in the walk). */
async function reopen(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expectHydrated(page)
}

test.describe('every screen', () => {
  for (const language of LANGUAGES) {
    test(`every public screen in ${NAMES[language]}: accessible, in one language, under the policy`, async ({
      browser,
    }) => {
      test.setTimeout(240_000)
      const findings = noFindings()
      const page = await newWatchedPage(await browser.newContext())
      watchConfirmations(page, () => ({ language, findings, accept: false }))
      await page.goto('/')
      await chooseLanguage(page, language)
      // the route table's screens, the last of them the page that does not exist (404)
      for (const path of publicScreens(await publicParams(page))) await openScreen(page, path, language, findings)
      for (const path of await palestSection(page)) await openScreen(page, path, language, findings)
      for (const path of PUBLIC_STATES) await openScreen(page, path, language, findings)
      await refuseNewsletterAddress(page)
      await checkScreen(page, `${language} newsletter refusal`, language, findings)
      await page.context().close()
      expectNoFindings(findings)
    })
  }

  test.describe('admin', () => {
    test.describe.configure({ mode: 'serial' })
    let context: BrowserContext
    let page: Page
    const signIn = noFindings()
    let current = { language: 'en' as ScreenLanguage, findings: signIn, accept: false }

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext()
      await setEnglishAdmin(context, baseURL ?? 'http://127.0.0.1')
      page = await newWatchedPage(context)
      watchConfirmations(page, () => current)
      // the sign-in screen in both languages, then the code's screen on the way in
      for (const language of LANGUAGES) {
        await page.goto('/admin')
        await chooseLanguage(page, language)
        await openScreen(page, '/admin', language, signIn)
      }
      await chooseLanguage(page, 'en')
      await signInToAdmin(page, ADMIN_EMAIL, ADMIN_PASSWORD, '', (codeScreen) =>
        checkScreen(codeScreen, 'en two-factor code', 'en', signIn),
      )
    })

    test.afterAll(async () => {
      await context.close()
    })

    test('the sign-in screens: accessible, in one language, under the policy', () => {
      expectNoFindings(signIn)
    })

    for (const language of LANGUAGES) {
      test(`every admin screen in ${NAMES[language]}: accessible, in one language, under the policy`, async () => {
        test.setTimeout(300_000)
        const findings: Findings = noFindings()
        current = { language, findings, accept: false }
        const texts = await allTexts('admin', language)
        await chooseLanguage(page, language)
        // the article and newsletter editors (new and existing) among them, the
        // newsletter's preview with its language toggle
        const ids = { articleId: await newestArticleId(page), newsletterId: await newsletterId(page) }
        for (const path of adminScreens(ids)) await openScreen(page, path, language, findings)

        // the article list's delete confirmation, refused
        await reopen(page, '/admin/articles')
        await page
          .getByRole('button', { name: texts['admin.articles.delete'].replace('{title}', '') })
          .first()
          .click()

        // the category dialog, and the refusal of deleting a category that has articles
        await reopen(page, '/admin/categories')
        await page.getByRole('button', { name: texts['admin.categories.add'] }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await checkScreen(page, `${language} add category dialog`, language, findings)
        await page.keyboard.press('Escape')
        current.accept = true
        await page
          .getByRole('button', { name: texts['admin.categories.delete'].replace('{name}', '') })
          .first()
          .click()
        // the server's refusal, by its code, in the screen's language
        await expect(page.locator('li[data-state="open"]').first()).toContainText(
          language === 'gr' ? 'Η κατηγορία δεν μπορεί να διαγραφεί' : 'Cannot delete category',
        )
        await checkScreen(page, `${language} category delete refused`, language, findings)
        current.accept = false

        // the new user dialog, and the new advertisement dialog with its errors
        await reopen(page, '/admin/users')
        await page.getByRole('button', { name: texts['admin.users.add'] }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await checkScreen(page, `${language} add user dialog`, language, findings)
        await page.keyboard.press('Escape')
        await reopen(page, '/admin/advertisements')
        await page.getByRole('button', { name: texts['admin.ads.new'] }).click()
        await page.getByRole('button', { name: texts['admin.ads.form.create'], exact: true }).click()
        // the Greek message on the Greek screen, its English on the English one
        await expect(
          page.getByRole('dialog').getByText(language === 'gr' ? 'Απαιτείται τίτλος' : 'Title is required'),
        ).toBeVisible()
        await checkScreen(page, `${language} advertisement dialog with errors`, language, findings)
        await page.keyboard.press('Escape')
        expectNoFindings(findings)
      })
    }
  })
})
