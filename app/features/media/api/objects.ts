import { pipeline } from 'node:stream/promises'
import { Router, type Request, type Response } from 'express'
import { getStorage, type ByteRange } from '#app/features/media/storage.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** Types a browser could run as a document: never served inline. */
const ACTIVE_CONTENT =
  /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml|application\/javascript|text\/javascript)/i

/** Does `If-None-Match` name this ETag (weak comparison, as RFC 9110 asks for it)? */
function isNotModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * The one byte range asked for, undefined for the whole file, or 'unsatisfiable'.
 * Several ranges, a malformed header or an `If-Range` that no longer matches get the whole file.
 */
function requestedRange(req: Request, size: number, etag: string): ByteRange | 'unsatisfiable' | undefined {
  if (!req.headers.range) return undefined
  const ifRange = req.headers['if-range']
  if (ifRange && ifRange !== etag) return undefined
  const ranges = req.range(size, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return undefined
  return ranges[0]
}

/** Has the reader gone (a cancelled download, a page left mid-video)? Nobody is left to answer. */
function readerIsGone(req: Request, res: Response): boolean {
  return res.destroyed || req.socket.destroyed
}

/**
 * GET /objects/<key>: stored files, from local disk or the S3 bucket alike, streamed
 * through this server (not a redirect to the bucket), so every file gets the same
 * headers: its own type with nosniff, a sandboxing CSP, attachment for anything a
 * browser could run, long immutable caching (keys never change content), ETag/304
 * and byte ranges (video seeking). A CDN in front takes the repeated reads.
 */
export const objectsRouter = Router()

objectsRouter.get('/objects/{*key}', async (req, res, next) => {
  try {
    const key = ([] as string[]).concat(req.params.key ?? []).join('/')
    const storage = getStorage()
    const info = await storage.stat(key)
    if (!info) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: info.etag,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      'Accept-Ranges': 'bytes',
    })
    if (isNotModified(req, info.etag)) {
      res.status(304).end()
      return
    }
    if (ACTIVE_CONTENT.test(info.contentType)) {
      res.set('Content-Disposition', 'attachment')
      res.type('application/octet-stream')
    } else {
      res.type(info.contentType)
    }
    const range = requestedRange(req, info.size, info.etag)
    if (range === 'unsatisfiable') {
      res.status(416).set('Content-Range', `bytes */${info.size}`).end()
      return
    }
    // HEAD needs no bytes; a file deleted since stat() is a 404 like any other
    const object = req.method === 'HEAD' ? undefined : await storage.getStream(key, range)
    if (object === null) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
    res.set('Content-Length', String(range ? range.end - range.start + 1 : info.size))
    if (!object) {
      res.end()
      return
    }
    if (readerIsGone(req, res)) {
      object.body.destroy()
      logger.debug({ url: req.originalUrl }, 'The reader went away before the file was sent')
      return
    }
    await pipeline(object.body, res)
  } catch (error) {
    // the answer's stream closed before its end because its reader left: no server error
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && readerIsGone(req, res)) {
      logger.debug({ url: req.originalUrl }, 'The reader went away before the whole file was sent')
      return
    }
    // a file that failed to read mid-answer: too late for an error page
    if (res.headersSent) {
      logger.error({ err: error, url: req.originalUrl }, 'Sending a stored file failed')
      res.destroy()
      return
    }
    next(error)
  }
})
