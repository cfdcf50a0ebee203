import { useEffect, useRef } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import type { AdPlacement } from '#db/schema/enums.ts'
import type { PublicAd } from './ad-body.tsx'
import { lazyView, Island } from '#app/ui/island.tsx'

const AdBody = lazyView(async () => (await import('./ad-body.tsx')).AdBody)

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

/** Impression and click recording failures are only logged. */
function recordImpression(id: number): void {
  fetch(`/api/public/advertisements/${id}/impression`, { method: 'POST', credentials: 'same-origin', keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`Ad impression ${id} not recorded: HTTP ${response.status}`)
    })
    .catch((error: unknown) => console.warn(`Ad impression ${id} not recorded`, error))
}

/**
 * An ad slot. Its `ads` (the page's loader read them from the same service as GET
 * /api/public/advertisements/{placement}) are in the server's HTML, so nothing moves
 * under the reader's finger when they arrive. Renders nothing when there are none.
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
  ads: PublicAd[]
  keep?: boolean
  className?: string
}) {
  if (ads.length === 0) return null
  // not a landmark: a page has several slots, and each ad is marked "Advertisement" in words
  return (
    <div
      data-placement={placement}
      className={className ? `mx-auto w-full max-w-7xl px-4 ${className}` : 'mx-auto w-full max-w-7xl px-4'}
    >
      <div className="flex flex-col items-center gap-3">
        {ads.map((ad) => (
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

  return (
    <div ref={ref} data-ad-id={ad.id} className="ad">
      <p className="ad-label">{t('ad.label')}</p>
      <Island keep={keep} data-content className="contents">
        {keep ? null : <AdBody ad={ad} heightClass={heightClass} />}
      </Island>
    </div>
  )
}
