import { Router } from 'express'
import { PlacementSchema } from '#app/features/advertisements/ad.schema.ts'
import { adMarkupVersion } from '#app/features/advertisements/ad-frame.ts'
import { AD_FRAME_POLICY, adFrameDocument, servedAdMarkup } from '#app/features/advertisements/ad-frame.server.ts'
import { findServedAds, recordAdEvent } from '#app/features/advertisements/ads.server.ts'
import { visitorKey } from '#app/utils/event-marks.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'
import { requestMeta } from '#server/http/request-meta.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** Ads for readers; impressions and clicks counted on the server. */
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

/**
 * An ad's custom HTML as the document its frame shows (docs/decisions/017-ad-frames.md).
 * At the address of its current version (`?v=`) it never changes: kept for a year.
 */
publicAdsRouter.get('/advertisements/:id/frame', async (req, res) => {
  const markup = await servedAdMarkup(pathId(req.params.id))
  if (markup === null) throw new AppError('NOT_FOUND', httpMessages.notFound)
  const current = req.query.v === adMarkupVersion(markup)
  res
    .set({
      'Content-Security-Policy': AD_FRAME_POLICY,
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    .type('html')
    .send(adFrameDocument(markup))
})

/** The link readers follow: counted here, so it counts even when the page's script fails. */
publicAdsRouter.get('/advertisements/:id/click', async (req, res) => {
  const { ip, userAgent } = requestMeta(req)
  const ad = await recordAdEvent(pathId(req.params.id), 'click', visitorKey(ip, userAgent))
  if (!ad?.linkUrl || !/^https?:\/\//i.test(ad.linkUrl)) throw new AppError('NOT_FOUND', httpMessages.notFound)
  res.set('Cache-Control', 'no-store').redirect(302, ad.linkUrl)
})
