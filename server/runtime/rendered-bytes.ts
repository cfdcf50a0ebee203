/**
 * The bytes of a page React has just written, kept beside the Response that carries
 * them: page-render.ts takes them from here instead of reading the Response's stream
 * back into a new Buffer (a stream read and a copy of the page each time, about 3 % of
 * a fresh render). A Response that was not made here (an error page React Router made
 * itself, a redirect) is read as usual.
 */
const pageBytes = new WeakMap<Response, Buffer>()

/** A page's Response whose bytes page-render.ts can take without reading it. */
export function pageResponse(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init)
  pageBytes.set(response, body)
  return response
}

/** The body of `response` as bytes. */
export async function bytesOfResponse(response: Response): Promise<Buffer> {
  return pageBytes.get(response) ?? Buffer.from(await response.arrayBuffer())
}
