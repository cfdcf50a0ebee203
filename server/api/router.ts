import express, { Router } from 'express'
import { adminCuratedListsRouter } from '#app/features/curation/api/admin-curated-lists.ts'
import { adminAdsRouter } from '#app/features/advertisements/api/admin-ads.ts'
import { adminArticlesRouter } from '#app/features/articles/editing/api/admin-articles.ts'
import { adminAuditLogRouter } from '#app/features/audit-log/api/admin-audit-log.ts'
import { adminAuthRouter } from '#app/features/sign-in/api/admin-auth.ts'
import { adminDashboardRouter } from '#app/features/dashboard/api/admin-dashboard.ts'
import { adminMediaRouter } from '#app/features/media/api/admin-media.ts'
import { adminNewslettersRouter } from '#app/features/newsletters/api/admin-newsletters.ts'
import { adminProfileRouter } from '#app/features/users/api/profile.ts'
import { adminSettingsRouter } from '#app/features/settings/api/admin-settings.ts'
import { adminSubscriptionsRouter } from '#app/features/subscriptions/api/admin-subscriptions.ts'
import { adminCategoriesRouter, adminTagsRouter } from '#app/features/taxonomy/api/admin-taxonomy.ts'
import { adminUsersRouter } from '#app/features/users/api/admin-users.ts'
import { authRouter } from '#app/features/auth/api/auth.ts'
import { apiCaching } from '#server/http/caching.ts'
import { rejectUncleanAddress, rejectUncleanBody } from '#server/http/clean-input.ts'
import { apiErrorHandler, apiNotFound } from '#server/http/error-handler.ts'
import { acknowledgeAfterNotices } from '#server/runtime/acknowledge-after-notices.ts'
import { publicResponseCache } from '#server/runtime/public-response-cache.ts'
import { sameOriginOnly } from '#server/http/same-origin.ts'
import { publicAdsRouter } from '#app/features/advertisements/api/public-ads.ts'
import { publicArticlesRouter } from '#app/features/articles/pages/api/public-articles.ts'
import { publicCatalogRouter } from '#app/features/settings/api/public-catalog.ts'
import { mailFeedbackRouter } from '#app/features/subscriptions/api/mail-feedback.ts'
import {
  oneClickUnsubscribeRouter,
  publicSubscriptionsRouter,
} from '#app/features/subscriptions/api/public-subscriptions.ts'
import { uploadsRouter } from '#app/features/media/api/uploads.ts'
import { requireStaff } from '#app/features/auth/require-staff.server.ts'

export const JSON_BODY_LIMIT = '1mb'

/** All of /api, mounted in one place and in this order. */
export function createApiRouter(): Router {
  const api = Router()
  api.use(apiCaching)
  api.use(rejectUncleanAddress)
  api.use(publicResponseCache)
  api.use(oneClickUnsubscribeRouter)
  api.use(mailFeedbackRouter)
  api.use(sameOriginOnly)
  // the role before the body is read: a contributor gets 403 whatever it sends
  api.use('/admin/newsletters', requireStaff('newsletters.manage'))
  api.use(express.json({ limit: JSON_BODY_LIMIT }))
  api.use(rejectUncleanBody)
  api.use(authRouter)
  api.use('/public', publicCatalogRouter)
  api.use('/public', publicArticlesRouter)
  api.use('/public', publicSubscriptionsRouter)
  api.use('/public', publicAdsRouter)
  api.use('/admin', acknowledgeAfterNotices)
  api.use('/admin', adminAuthRouter)
  api.use('/admin/dashboard', adminDashboardRouter)
  api.use('/admin/users', adminUsersRouter)
  api.use('/admin/profile', adminProfileRouter)
  api.use('/admin/articles', adminArticlesRouter)
  api.use('/admin/categories', adminCategoriesRouter)
  api.use('/admin/tags', adminTagsRouter)
  api.use('/admin/media', adminMediaRouter)
  api.use(uploadsRouter)
  api.use('/admin/advertisements', adminAdsRouter)
  api.use('/admin/settings', adminCuratedListsRouter, adminSettingsRouter)
  api.use('/admin/subscriptions', adminSubscriptionsRouter)
  api.use('/admin/newsletters', adminNewslettersRouter)
  api.use('/admin/audit-log', adminAuditLogRouter)
  api.use(apiNotFound)
  api.use(apiErrorHandler)
  return api
}
