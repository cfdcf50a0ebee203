import { Router } from 'express'
import { RegisterImageSchema, UploadRequestSchema } from '#app/features/media/media.schema.ts'
import { registerUpload } from '#app/features/media/registration.server.ts'
import { createUploadAddress, receiveUpload } from '#app/features/media/uploads.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { parseInput } from '#server/http/validate.ts'

/**
 * The three-step file upload: an upload address, the bytes PUT to
 * it (here only with the local driver; on S3 they go to the bucket), and registration.
 * Mounted at the root of /api: every route carries its own guard.
 */
export const uploadsRouter = Router()

uploadsRouter.post('/objects/upload', requireStaff('media.manage'), async (req, res) => {
  const { maxSize } = parseInput(UploadRequestSchema, req.body)
  res.json(await createUploadAddress({ actor: staffUser(res), maxSize }))
})

/** The signed address is the permission: no session needed, as with a presigned S3 PUT. */
uploadsRouter.put('/objects/upload/{*key}', async (req, res) => {
  await receiveUpload({
    key: ([] as string[]).concat(req.params.key ?? []).join('/'),
    expires: req.query.expires,
    signature: req.query.signature,
    contentType: req.get('content-type'),
    contentLength: req.get('content-length'),
    body: req,
  })
  res.json({ success: true })
})

uploadsRouter.put('/images', requireStaff('media.manage'), async (req, res) => {
  const { imageURL, fileName } = parseInput(RegisterImageSchema, req.body)
  res.json(await registerUpload({ actor: staffUser(res), imageURL, fileName }))
})
