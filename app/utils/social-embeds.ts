import { useEffect } from 'react'
import { SOCIAL_EMBED_DELAY_MS } from './constants.ts'

interface EmbedPlatform {
  marker: string
  src: string
  /** re-scan the page when the script is already there (client-side navigation) */
  rescan: () => void
}

declare global {
  interface Window {
    twttr?: { widgets?: { load?: (element?: Element) => void } }
    instgrm?: { Embeds?: { process?: () => void } }
  }
}

const PLATFORMS: EmbedPlatform[] = [
  {
    marker: 'twitter-tweet',
    src: 'https://platform.twitter.com/widgets.js',
    rescan: () => window.twttr?.widgets?.load?.(),
  },
  {
    marker: 'instagram-media',
    src: 'https://www.instagram.com/embed.js',
    rescan: () => window.instgrm?.Embeds?.process?.(),
  },
  {
    // TikTok's script only scans on load: load it again
    marker: 'tiktok-embed',
    src: 'https://www.tiktok.com/embed.js',
    rescan: () => loadScript('https://www.tiktok.com/embed.js', true),
  },
]

/** The scripts the article page may load (the Content-Security-Policy lets them talk home). */
export const SOCIAL_EMBED_SCRIPTS = PLATFORMS.map((platform) => platform.src)

function loadScript(src: string, fresh = false): void {
  const existing = document.querySelector(`script[src="${src}"]`)
  if (existing && !fresh) return
  existing?.remove()
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.charset = 'utf-8'
  document.body.appendChild(script)
}

/** The platforms whose embed blockquotes the body contains. */
export function embedPlatformsIn(html: string): string[] {
  return PLATFORMS.filter((p) => new RegExp(`<blockquote[^>]*class="[^"]*\\b${p.marker}\\b`, 'i').test(html)).map(
    (p) => p.marker,
  )
}

/**
 * A social embed script loads 1 s after the article shows, and
 * only for the platforms the body embeds (`markers`, from `embedPlatformsIn` in the
 * loader: the body itself may stay in the page's markup only). `shown` names the body
 * shown (article and language): a new one scans again.
 */
export function useSocialEmbeds(markers: string[], shown: string): void {
  const wanted = markers.join(' ')
  useEffect(() => {
    if (wanted === '') return
    const timer = window.setTimeout(() => {
      for (const platform of PLATFORMS.filter((p) => wanted.split(' ').includes(p.marker))) {
        if (document.querySelector(`script[src="${platform.src}"]`)) platform.rescan()
        else loadScript(platform.src)
      }
    }, SOCIAL_EMBED_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [wanted, shown])
}
