import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import { clsx } from 'clsx'
import type { AdPlacement } from '#db/schema/enums.ts'
import { Island } from './island.tsx'

/** One advertisement as GET /api/public/advertisements/{placement} lists it. */
export interface PublicAd {
  id: number
  title: string
  description?: string | null
  imageUrl?: string | null
  linkUrl?: string | null
  htmlContent?: string | null
}

function isPublicAd(value: unknown): value is PublicAd {
  return Boolean(value) && typeof value === 'object' && typeof (value as PublicAd).id === 'number'
}

/**
 * Heights of custom-HTML ads: the sandboxed frame runs no script, so it cannot size
 * itself to its content. Banners are low and wide; phones wrap them taller.
 */
const HTML_AD_HEIGHT: Partial<Record<AdPlacement, string>> = {
  header_top: 'h-36 sm:h-28',
  footer_top: 'h-36 sm:h-28',
  between_articles: 'h-40 sm:h-32',
  homepage_banner: 'h-40 sm:h-32',
}

/** SPEC.md section 8: impression and click recording failures are only logged. */
function recordImpression(id: number): void {
  fetch(`/api/public/advertisements/${id}/impression`, { method: 'POST', credentials: 'same-origin', keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`Ad impression ${id} not recorded: HTTP ${response.status}`)
    })
    .catch((error: unknown) => console.warn(`Ad impression ${id} not recorded`, error))
}

/**
 * An ad slot. With `ads` (the page's loader read them from the same service as GET
 * /api/public/advertisements/{placement}) they are in the server's HTML, so nothing
 * moves under the reader's finger when they arrive; without, the slot loads them in
 * the browser after the page. Renders nothing when there are none or the call fails.
 * `keep`: the ads' own markup is kept from the server's HTML (static islands; `ads`
 * then needs only their ids, for the impressions).
 */
export function AdSlot({
  placement,
  ads,
  keep = false,
  className,
}: {
  placement: AdPlacement
  ads?: PublicAd[]
  keep?: boolean
  className?: string
}) {
  const [loaded, setLoaded] = useState<PublicAd[]>([])
  const shown = ads ?? loaded

  useEffect(() => {
    if (ads) return
    const controller = new AbortController()
    fetch(`/api/public/advertisements/${placement}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const body: unknown = await response.json()
        setLoaded(Array.isArray(body) ? body.filter(isPublicAd) : [])
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`Ads for ${placement} not loaded`, error)
      })
    return () => controller.abort()
  }, [placement, ads])

  if (shown.length === 0) return null
  // not a landmark: a page has several slots, and each ad is marked "Advertisement" in words
  return (
    <div data-placement={placement} className={clsx('mx-auto w-full max-w-7xl px-4', className)}>
      <div className="flex flex-col items-center gap-3">
        {shown.map((ad) => (
          <AdItem key={ad.id} ad={ad} keep={keep} heightClass={HTML_AD_HEIGHT[placement] ?? 'h-64'} />
        ))}
      </div>
    </div>
  )
}

function AdItem({ ad, keep, heightClass }: { ad: PublicAd; keep: boolean; heightClass: string }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)

  // One impression per ad shown: when at least half of it has been on screen.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      recordImpression(ad.id)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          recordImpression(ad.id)
        }
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ad.id])

  const clickUrl = `/api/public/advertisements/${ad.id}/click`
  let body
  if (keep) {
    body = null
  } else if (ad.htmlContent?.trim()) {
    // Never in our origin: no allow-scripts with allow-same-origin, so the ad's code
    // cannot touch this page, its cookies or its storage.
    body = (
      <iframe
        title={ad.title}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={ad.htmlContent}
        loading="lazy"
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

  return (
    <div ref={ref} data-ad-id={ad.id} className="w-full max-w-4xl rounded border border-neutral-200 bg-neutral-50 p-2">
      <p className="mb-1 text-[10px] tracking-widest text-neutral-500 uppercase">{t('ad.label')}</p>
      <Island keep={keep} data-content className="contents">
        {body}
      </Island>
    </div>
  )
}
