/**
 * An ad's custom HTML is a document of its own, framed by the pages that show it
 * (docs/decisions/017-ad-frames.md): the page carries its address, not its markup.
 * The address names the version of the markup, so a browser or a CDN keeps it for
 * good and an edited ad gets a new address. Used by the pages (in the server and in
 * the browser) and by the API that serves the frame.
 */

/** A short digest of the ad's markup (FNV-1a, 32 bits, base 36): not a secret, a version. */
export function adMarkupVersion(html: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < html.length; i++) {
    hash ^= html.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** Where a frame finds the ad's markup: GET /api/public/advertisements/{id}/frame?v=… */
export function adFrameUrl(ad: { id: number; htmlContent: string }): string {
  return `/api/public/advertisements/${ad.id}/frame?v=${adMarkupVersion(ad.htmlContent)}`
}
