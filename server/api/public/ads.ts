import { Router } from 'express'
import { PlacementSchema } from '#app/modules/ads/ad.schema.ts'
import { findServedAds, recordAdEvent } from '#app/modules/ads/ads.server.ts'
import { visitorKey } from '#app/modules/analytics/event-marks.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { requestMeta } from '../middleware/request-meta.ts'
import { pathId, parseInput } from '../middleware/validate.ts'

/** Ads for readers; impressions and clicks counted on the server (SPEC.md section 7, Public). */
export const publicAdsRouter = Router()

publicAdsRouter.get('/advertisements/:placement', async (req, res) => {
  const { placement } = parseInput(PlacementSchema, req.params)
  res.json(await findServedAds(placement))
})

publicAdsRouter.post('/advertisements/:id/impression', async (req, res) => {
  const { ip, userAgent } = requestMeta(req)
  if (!(await recordAdEvent(pathId(req.params.id), 'impression', visitorKey(ip, userAgent))))
    throw new AppError('NOT_FOUND', httpMessages.notFound)
  res.status(204).end()
})

publicAdsRouter.post('/advertisements/:id/click', async (req, res) => {
  const { ip, userAgent } = requestMeta(req)
  if (!(await recordAdEvent(pathId(req.params.id), 'click', visitorKey(ip, userAgent))))
    throw new AppError('NOT_FOUND', httpMessages.notFound)
  res.status(204).end()
})

/** The link readers follow: counted here, so it counts even when the page's script fails. */
publicAdsRouter.get('/advertisements/:id/click', async (req, res) => {
  const { ip, userAgent } = requestMeta(req)
  const ad = await recordAdEvent(pathId(req.params.id), 'click', visitorKey(ip, userAgent))
  if (!ad?.linkUrl || !/^https?:\/\//i.test(ad.linkUrl)) throw new AppError('NOT_FOUND', httpMessages.notFound)
  res.set('Cache-Control', 'no-store').redirect(302, ad.linkUrl)
})
