import type { RenderedPage } from './page-render.ts'
import { compactForKeeping } from './response-cache.ts'

/**
 * A page a render thread made, as it goes to the main thread: each of its byte arrays
 * in memory of its own, listed to be handed over instead of copied. A compressed body
 * is a slice of zlib's larger output chunk and a small one shares Node's pool, and
 * posting a slice copies all the memory it lies in. A shareable page goes without its
 * plain bytes when it has both compressed forms (compactForKeeping): a cached answer
 * drops them anyway, and here they are freed at the thread's next collection instead of
 * waiting, in the main thread's old generation, for a full one.
 */
export function forTransfer(made: RenderedPage): { page: RenderedPage; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = []
  const own = (bytes: Buffer): Buffer => {
    const { buffer, byteOffset, byteLength } = bytes
    const whole = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength
    const mine = whole ? bytes : Buffer.from(new Uint8Array(bytes).buffer)
    transfer.push(mine.buffer as ArrayBuffer)
    return mine
  }
  const page = made.shareable ? { ...compactForKeeping(made), shareable: true as const } : made
  const encoded = Object.fromEntries(Object.entries(page.encoded).map(([encoding, bytes]) => [encoding, own(bytes)]))
  return { page: { ...page, body: page.body && own(page.body), encoded } as RenderedPage, transfer }
}

/** A structured-cloned Buffer arrives as a Uint8Array: the same bytes as a Buffer again. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The page as the main thread received it (`forTransfer`'s `page`), its bytes Buffers again. */
export function transferredPage(page: RenderedPage): RenderedPage {
  const encoded = Object.fromEntries(
    Object.entries(page.encoded).map(([encoding, bytes]) => [encoding, asBuffer(bytes)]),
  )
  return { ...page, body: page.body && asBuffer(page.body), encoded } as RenderedPage
}
