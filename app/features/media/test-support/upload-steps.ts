import type { Express } from 'express'
import request from 'supertest'

/**
 * An upload address as a URL: the local driver's are relative (the browser resolves
 * them against the page's own address), so they are read against a base here.
 */
export const parseUploadUrl = (uploadURL: string) => new URL(uploadURL, 'http://any-host.test')

/** The three steps of the file upload, as a test drives them through the API. */
export function uploadSteps(app: Express, cookie: string) {
  return {
    /** step 1: POST /api/objects/upload → uploadURL */
    async requestUploadUrl(body?: { maxSize?: number }): Promise<string> {
      const req = request(app).post('/api/objects/upload').set('Cookie', cookie)
      const res = await (body ? req.send(body) : req)
      if (res.status !== 200) throw new Error(`upload address: ${res.status} ${res.text}`)
      return res.body.uploadURL as string
    },
    /** step 2 on the local driver: PUT the bytes to the server's own address */
    putLocal(uploadURL: string, bytes: Buffer, contentType?: string) {
      const url = parseUploadUrl(uploadURL)
      const req = request(app).put(url.pathname + url.search)
      return (contentType ? req.set('Content-Type', contentType) : req).send(bytes)
    },
    /** step 3: PUT /api/images {imageURL} (the address without its query string) */
    register(uploadURL: string, fileName?: string, as = cookie) {
      return request(app)
        .put('/api/images')
        .set('Cookie', as)
        .send({ imageURL: uploadURL.split('?')[0], ...(fileName ? { fileName } : {}) })
    },
  }
}
