import express, { Router } from 'express'
import { adminAdsRouter } from './admin/ads.ts'
import { adminArticlesRouter } from './admin/articles.ts'
import { adminAuditLogRouter } from './admin/audit-log.ts'
import { adminAuthRouter } from './admin/auth.ts'
import { adminDashboardRouter } from './admin/dashboard.ts'
import { adminMediaRouter } from './admin/media.ts'
import { adminNewslettersRouter } from './admin/newsletters.ts'
import { adminProfileRouter } from './admin/profile.ts'
import { adminSettingsRouter } from './admin/settings.ts'
import { adminSubscriptionsRouter } from './admin/subscriptions.ts'
import { adminCategoriesRouter, adminTagsRouter } from './admin/taxonomy.ts'
import { adminUsersRouter } from './admin/users.ts'
import { authRouter } from './auth.ts'
import { apiCaching } from './middleware/caching.ts'
import { rejectUncleanAddress, rejectUncleanBody } from './middleware/clean-input.ts'
import { apiErrorHandler, apiNotFound } from './middleware/error-handler.ts'
import { acknowledgeAfterNotices } from './middleware/acknowledge-after-notices.ts'
import { publicResponseCache } from './middleware/public-response-cache.ts'
import { sameOriginOnly } from './middleware/same-origin.ts'
import { publicAdsRouter } from './public/ads.ts'
import { publicArticlesRouter } from './public/articles.ts'
import { publicCatalogRouter } from './public/catalog.ts'
import { mailFeedbackRouter } from './public/mail-feedback.ts'
import { oneClickUnsubscribeRouter, publicSubscriptionsRouter } from './public/subscriptions.ts'
import { uploadsRouter } from './uploads.ts'
import { requireStaff } from './middleware/require-staff.ts'

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
  // the role before the body is read: a contributor gets 403 whatever it sends (issue 19)
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
  api.use('/admin/settings', adminSettingsRouter)
  api.use('/admin/subscriptions', adminSubscriptionsRouter)
  api.use('/admin/newsletters', adminNewslettersRouter)
  api.use('/admin/audit-log', adminAuditLogRouter)
  api.use(apiNotFound)
  api.use(apiErrorHandler)
  return api
}
