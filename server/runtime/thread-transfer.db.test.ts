import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { MessageChannel } from 'node:worker_threads'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { forTransfer, transferredPage } from './thread-transfer.ts'
import type { RenderedPage } from './page-render.ts'
import { prepareResponse, writeCachedResponse } from './response-cache.ts'

const words = ['Αθήνα', 'Βουλή', 'προϋπολογισμός', 'news', 'ψηφοφορία', 'Θεσσαλονίκη', 'market', 'σεισμός']
/** a page that compresses to a few hundred bytes (Node's shared pool), and one to tens of kilobytes */
const pages = {
  repetitive: Buffer.from(
    `<!DOCTYPE html><html lang="el"><body>${'<p>Αθήνα, τα νέα της ημέρας</p>'.repeat(2000)}</body></html>`,
  ),
  varied: Buffer.from(
    `<!DOCTYPE html><html lang="el"><body>${Array.from({ length: 12_000 }, (_, i) => `${words[(i * 7919) % 8]}${(i * 104_729) % 9973}`).join(' ')}</body></html>`,
  ),
}
const html = pages.repetitive
const answer = (body = html) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(body),
})
/** a page to keep (both encodings), as a render thread makes it */
const kept = (body = html): RenderedPage => ({ ...prepareResponse(answer(body), 10), shareable: true })
/** a page for one reader (it sets a cookie), compressed by the middleware later */
const forOne = (): RenderedPage => ({ ...prepareResponse(answer(), 0), shareable: false })

/** Post the page across threads as render-worker.ts and render-pool.ts do; answers what arrives. */
async function across(
  made: RenderedPage,
): Promise<{ arrived: RenderedPage; transfer: ArrayBuffer[]; sizes: number[] }> {
  const { page, transfer } = forTransfer(made)
  const sizes = transfer.map((memory) => memory.byteLength)
  const { port1, port2 } = new MessageChannel()
  const arrival = once(port2, 'message')
  port1.postMessage(page, transfer)
  const [data] = (await arrival) as [RenderedPage]
  port1.close()
  port2.close()
  return { arrived: transferredPage(data), transfer, sizes }
}

describe('a page handed over by a render thread', () => {
  it.each(Object.entries(pages))(
    'goes without its plain bytes when it has both compressed forms, each in memory of its own (%s)',
    async (_, body) => {
      const made = kept(body)
      const compressed = [made.encoded.br!.length, made.encoded.gzip!.length]
      const { arrived, transfer, sizes } = await across(made)
      expect(arrived.body).toBeNull()
      expect(arrived.plainLength).toBe(body.length)
      expect(brotliDecompressSync(arrived.encoded.br!)).toEqual(body)
      expect(gunzipSync(arrived.encoded.gzip!)).toEqual(body)
      // only the compressed bytes crossed, each in an exactly sized piece of memory, handed over
      const numerically = (a: number, b: number) => a - b
      expect(sizes.sort(numerically)).toEqual(compressed.sort(numerically))
      // and left the render thread: nothing of the page stays there
      for (const memory of transfer) expect(memory.byteLength).toBe(0)
      expect(arrived.etag).toBe(made.etag)
    },
  )

  it('keeps the plain bytes of a page made for one reader', async () => {
    const { arrived } = await across(forOne())
    expect(arrived.shareable).toBe(false)
    expect(arrived.body).toEqual(html)
  })

  describe('sent to readers', () => {
    let page: RenderedPage
    const server = http.createServer((req, res) => writeCachedResponse(req, res, page))
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    const get = async (headers: Record<string, string>) => {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.once('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .once('error', reject)
      })
    }

    it('is the whole page for a client that takes no compression, and the compressed one for a browser', async () => {
      page = (await across(kept())).arrived
      const plain = await get({})
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers['content-length']).toBe(String(html.length))
      expect(plain.body).toEqual(html)
      const browser = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(browser.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(browser.body)).toEqual(html)
    })
  })
})
