import { clsx } from 'clsx'
import { adFrameUrl } from './ad-frame.ts'

/** One advertisement as GET /api/public/advertisements/{placement} lists it. */
export interface PublicAd {
  id: number
  title: string
  description?: string | null
  imageUrl?: string | null
  linkUrl?: string | null
  htmlContent?: string | null
}

/**
 * An ad's own markup: a sandboxed frame for custom HTML, else its picture or its text,
 * linked through the click counter when it has a link. Drawn by the server into the
 * home page's HTML, and by the browser only after a client-side navigation or a
 * revalidation (`lazyView`, docs/decisions/016-first-load-javascript.md).
 */
export function AdBody({ ad, heightClass }: { ad: PublicAd; heightClass: string }) {
  const clickUrl = `/api/public/advertisements/${ad.id}/click`
  let body
  if (ad.htmlContent?.trim()) {
    // Never in our origin: no allow-scripts with allow-same-origin, so the ad's code
    // cannot touch this page, its cookies or its storage. The markup is a document of
    // its own, at an address of its version (docs/decisions/017-ad-frames.md).
    body = (
      <iframe
        title={ad.title}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        src={adFrameUrl({ id: ad.id, htmlContent: ad.htmlContent })}
        // with the page: a few hundred bytes, kept for good (ADR 017)
        referrerPolicy="no-referrer"
        className={clsx('block w-full border-0', heightClass)}
      />
    )
  } else if (ad.imageUrl) {
    const image = (
      <img src={ad.imageUrl} alt={ad.title} loading="lazy" decoding="async" className="mx-auto h-auto max-w-full" />
    )
    body = ad.linkUrl ? (
      <a href={clickUrl} target="_blank" rel="sponsored noopener" className="block">
        {image}
      </a>
    ) : (
      image
    )
  } else {
    const text = (
      <>
        <span className="block font-semibold">{ad.title}</span>
        {ad.description ? <span className="mt-1 block text-sm text-neutral-600">{ad.description}</span> : null}
      </>
    )
    body = ad.linkUrl ? (
      <a href={clickUrl} target="_blank" rel="sponsored noopener" className="block hover:text-brand">
        {text}
      </a>
    ) : (
      text
    )
  }

  return body
}
