import { Router } from 'express'
import { can } from '#app/modules/auth/permissions.ts'
import {
  replaceCuratedList,
  updateLegalPages,
  updateNewsletterSettings,
  updateSiteForm,
} from '#app/modules/settings/admin-settings.server.ts'
import {
  BreakingNewsSchema,
  EditorsPickSchema,
  LegalPagesSchema,
  NEWSLETTER_SETTINGS_FIELDS,
  NewsletterSettingsSchema,
  SiteFormSchema,
} from '#app/modules/settings/settings.schema.ts'
import { getSiteSettings } from '#app/modules/settings/settings.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { assertCan, requireStaff, staffUser } from '../middleware/require-staff.ts'
import { parseInput } from '../middleware/validate.ts'

/**
 * /api/admin/settings. GET for whoever manages any part of it; PUT takes one of
 * the four bodies of SPEC.md section 7, each with its own permission.
 */
export const adminSettingsRouter = Router()
adminSettingsRouter.use(requireStaff())

adminSettingsRouter.get('/', async (_req, res) => {
  const { role } = staffUser(res)
  if (
    !(['settings.manage', 'breakingNews.manage', 'editorsPick.manage', 'legalPages.manage'] as const).some((p) =>
      can(role, p),
    )
  ) {
    throw new AppError('FORBIDDEN', httpMessages.forbidden)
  }
  res.json(await getSiteSettings())
})

adminSettingsRouter.put('/', async (req, res) => {
  const user = staffUser(res)
  const body = (req.body ?? {}) as Record<string, unknown>
  if ('breakingNewsArticles' in body) {
    assertCan(user, 'breakingNews.manage')
    await replaceCuratedList('breaking_news', parseInput(BreakingNewsSchema, body).breakingNewsArticles, user)
  } else if ('editorsPickArticles' in body) {
    assertCan(user, 'editorsPick.manage')
    await replaceCuratedList('editors_pick', parseInput(EditorsPickSchema, body).editorsPickArticles, user)
  } else if (['privacyPolicy', 'termsOfUse', 'privacyPolicyEn', 'termsOfUseEn'].some((field) => field in body)) {
    assertCan(user, 'legalPages.manage')
    await updateLegalPages(parseInput(LegalPagesSchema, body), user)
  } else if (NEWSLETTER_SETTINGS_FIELDS.some((field) => field in body)) {
    assertCan(user, 'settings.manage')
    await updateNewsletterSettings(parseInput(NewsletterSettingsSchema, body), user)
  } else {
    assertCan(user, 'settings.manage')
    await updateSiteForm(parseInput(SiteFormSchema, body), user)
  }
  res.json(await getSiteSettings())
})
