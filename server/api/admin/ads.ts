import { Router } from 'express'
import { AdInputSchema, AdStatusSchema } from '#app/modules/ads/ad.schema.ts'
import { createAd, deleteAd, listAds, updateAd } from '#app/modules/ads/ads.server.ts'
import { requireStaff } from '../middleware/require-staff.ts'
import { pathId, parseInput } from '../middleware/validate.ts'

/** /api/admin/advertisements: editors and super_admins. */
export const adminAdsRouter = Router()
adminAdsRouter.use(requireStaff('advertisements.manage'))

adminAdsRouter.get('/', async (_req, res) => {
  res.json(await listAds())
})
adminAdsRouter.post('/', async (req, res) => {
  res.status(201).json(await createAd(parseInput(AdInputSchema, req.body)))
})
adminAdsRouter.put('/:id', async (req, res) => {
  const id = pathId(req.params.id)
  const body = (req.body ?? {}) as Record<string, unknown>
  const onlyStatus = Object.keys(body).length === 1 && 'status' in body
  res.json(await updateAd(id, onlyStatus ? parseInput(AdStatusSchema, body) : parseInput(AdInputSchema, body)))
})
adminAdsRouter.delete('/:id', async (req, res) => {
  await deleteAd(pathId(req.params.id))
  res.json({ success: true })
})
