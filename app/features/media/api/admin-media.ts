import { Router } from 'express'
import { MediaListQuerySchema, MediaUpdateSchema } from '#app/features/media/media.schema.ts'
import { deleteMedia, listMedia, updateMedia } from '#app/features/media/media.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** The media library, on the server's own records of every upload: every staff user. */
export const adminMediaRouter = Router()
adminMediaRouter.use(requireStaff('media.manage'))

adminMediaRouter.get('/', async (req, res) => {
  res.json(await listMedia(parseInput(MediaListQuerySchema, req.query)))
})

adminMediaRouter.patch('/:id', async (req, res) => {
  const input = parseInput(MediaUpdateSchema, req.body)
  res.json(await updateMedia({ id: pathId(req.params.id), input }))
})

adminMediaRouter.delete('/:id', async (req, res) => {
  await deleteMedia({ id: pathId(req.params.id), actor: staffUser(res) })
  res.json({ success: true })
})
