import { Router } from 'express'
import { AdInputSchema, AdStatusSchema } from '#app/features/advertisements/ad.schema.ts'
import { createAd, deleteAd, listAds, updateAd } from '#app/features/advertisements/ads.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** /api/admin/advertisements: editors and super_admins. */
export const adminAdsRouter = Router()
adminAdsRouter.use(requireStaff('advertisements.manage'))

adminAdsRouter.get('/', async (_req, res) => {
  res.json(await listAds())
})
adminAdsRouter.post('/', async (req, res) => {
  res.status(201).json(await createAd(parseInput(AdInputSchema, req.body), staffUser(res)))
})
adminAdsRouter.put('/:id', async (req, res) => {
  const id = pathId(req.params.id)
  const body = (req.body ?? {}) as Record<string, unknown>
  const onlyStatus = Object.keys(body).length === 1 && 'status' in body
  const input = onlyStatus ? parseInput(AdStatusSchema, body) : parseInput(AdInputSchema, body)
  res.json(await updateAd(id, input, staffUser(res)))
})
adminAdsRouter.delete('/:id', async (req, res) => {
  await deleteAd(pathId(req.params.id), staffUser(res))
  res.json({ success: true })
})
