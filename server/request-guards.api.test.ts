import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiApp } from './api-app.ts'
import { answerUnreadableRequests } from './request-guards.ts'

/** An answer as a client gets it: status, headers and body text. */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

let server: Server
let port: number

beforeAll(async () => {
  // the app's routes with a last handler standing for the pages (app.ts adds React Router there)
  const app = createApiApp()
  app.use((_req, res) => void res.type('text/plain').send('a page'))
  server = createServer(app)
  answerUnreadableRequests(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.once('error', reject)
    req.end()
  })
}

/** Bytes sent as they are: requests node:http refuses before any route sees them. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.once('close', () => resolve(answer))
    socket.once('error', reject)
  })
}

const jsonBody = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>

describe('requests no route should see', () => {
  it('answers a page asked with any method but GET or HEAD with 405, naming those two', async () => {
    for (const method of ['TRACE', 'DELETE', 'POST', 'PUT', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const res = await send(method, '/articles/some-story')
      expect([res.status, res.headers.allow, res.body], method).toEqual([405, 'GET, HEAD', 'Method Not Allowed'])
    }
    expect((await send('TRACE', '/objects/seed/cover.jpg')).status).toBe(405)
    expect((await send('GET', '/articles/some-story')).body).toBe('a page')
    expect((await send('HEAD', '/')).status).toBe(200)
  })

  it('leaves the API its own answers to other methods', async () => {
    const res = await send('TRACE', '/api/public/articles')
    expect(res.status).toBe(404)
    expect(JSON.parse(res.body)).toEqual({ message: 'Not found', code: 'http.notFound' })
  })

  it('refuses a Host that is no host with 400: text for a page, JSON under /api', async () => {
    const page = await send('GET', '/admin', { host: '[:::' })
    expect([page.status, page.body]).toEqual([400, 'Bad Request'])
    const api = await send('GET', '/api/public/articles', { host: '[:::' })
    expect([api.status, JSON.parse(api.body)]).toEqual([400, { message: 'Bad request', code: 'http.badRequest' }])
    for (const host of ['a/b', 'a?b', 'a#b', 'user@a', 'a b'])
      expect((await send('GET', '/admin', { host })).status, host).toBe(400)
    for (const host of ['news.example:8080', '127.0.0.1', '[::1]:3000'])
      expect((await send('GET', '/admin', { host })).status, host).toBe(200)
  })

  it('answers a stored file’s address that does not decode with 400 and one line', async () => {
    const res = await send('GET', '/objects/%')
    expect([res.status, res.body]).toEqual([400, 'Bad Request'])
  })

  it('answers headers past the limit, and a request it cannot read, with the API’s JSON body', async () => {
    const long = await sendRaw(`GET /api/public/articles?search=${'x'.repeat(30_000)} HTTP/1.1\r\nHost: a\r\n\r\n`)
    expect(long).toMatch(/^HTTP\/1\.1 431 /)
    expect(jsonBody(long)).toEqual({ message: 'Request headers are too large', code: 'http.headersTooLarge' })
    const garbled = await sendRaw('NOT HTTP AT ALL\r\n\r\n')
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /)
    expect(jsonBody(garbled)).toEqual({ message: 'Bad request', code: 'http.badRequest' })
  })
})
