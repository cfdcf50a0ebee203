import { createHash } from 'node:crypto'
import { Router } from 'express'
import { getStorage } from '#app/modules/media/storage.server.ts'

/** Types a browser could run as a document: never served inline. */
const ACTIVE_CONTENT =
  /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml|application\/javascript|text\/javascript)/i

/** GET /objects/<key>: stored files with their own type, nosniff and long immutable caching. */
export const objectsRouter = Router()

objectsRouter.get('/objects/{*key}', async (req, res, next) => {
  try {
    const key = ([] as string[]).concat(req.params.key ?? []).join('/')
    const object = await getStorage().get(key)
    if (!object) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    const etag = `"${createHash('sha1').update(object.body).digest('base64url')}"`
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    })
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end()
      return
    }
    if (ACTIVE_CONTENT.test(object.contentType)) {
      res.set('Content-Disposition', 'attachment')
      res.type('application/octet-stream')
    } else {
      res.type(object.contentType)
    }
    res.send(object.body)
  } catch (error) {
    next(error)
  }
})
