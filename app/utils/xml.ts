/** Small helpers of the UI-less routes: XML escaping and cacheable text answers. */

export function escapeXml(value: string): string {
  return (
    value
      // characters XML 1.0 does not allow at all
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** An answer that shared caches (a CDN) may keep for a few minutes. */
export function textResponse(body: string, contentType: string, maxAgeSeconds = 300): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, stale-while-revalidate=600`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** An absolute address: `base` + path; absolute inputs are kept. */
export function absolute(base: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
