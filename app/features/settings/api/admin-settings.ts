import { Router } from 'express'
import { can } from '#app/features/auth/public.ts'
import {
  updateLegalPages,
  updateNewsletterSettings,
  updateSiteForm,
} from '#app/features/settings/admin-settings.server.ts'
import {
  LegalPagesSchema,
  NEWSLETTER_SETTINGS_FIELDS,
  NewsletterSettingsSchema,
  SiteFormSchema,
} from '#app/features/settings/settings.schema.ts'
import { getSiteSettings } from '#app/features/settings/settings.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { assertCan, requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { parseInput } from '#server/http/validate.ts'

/**
 * /api/admin/settings. GET for whoever manages any part of it; PUT takes the site
 * form, the newsletter's settings or the legal pages, each with its own permission
 * (the curated lists' bodies are answered by curation's router, mounted before this one).
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
  // a curated list's body (breakingNewsArticles, editorsPickArticles) is curation's (mounted before this)
  if (['privacyPolicy', 'termsOfUse', 'privacyPolicyEn', 'termsOfUseEn'].some((field) => field in body)) {
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
