import sanitizeHtml from 'sanitize-html'

/**
 * The one allowlist for every stored HTML field (article bodies, legal pages):
 * paragraphs, headings 1–3, bold, italic, underline, lists, blockquote, links
 * (http, https, mailto), images (http, https or our own /objects/ paths) and
 * iframes from video and social embed hosts. Scripts, event attributes,
 * `javascript:` and `data:` URLs never survive. Applied on write.
 */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'www.facebook.com',
  'platform.twitter.com',
  'www.instagram.com',
  'www.tiktok.com',
  'open.spotify.com',
]

/** Classes the social embed scripts look for on a quoted post. */
const EMBED_BLOCKQUOTE_CLASSES = ['twitter-tweet', 'instagram-media', 'tiktok-embed']

function isOwnOrRelative(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'iframe',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
    blockquote: ['class', 'cite', 'data-instgrm-permalink', 'data-instgrm-version', 'data-video-id'],
  },
  allowedClasses: { blockquote: EMBED_BLOCKQUOTE_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      const attrs: Record<string, string> = { ...attribs }
      if (external) {
        attrs.rel = 'noopener noreferrer'
        attrs.target = '_blank'
      } else {
        delete attrs.target
        delete attrs.rel
      }
      return { tagName, attribs: attrs }
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? ''
      return !(/^https?:\/\//i.test(src) || (isOwnOrRelative(src) && src.startsWith('/objects/')))
    }
    if (frame.tag === 'iframe') return !frame.attribs.src
    return false
  },
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, OPTIONS).trim()
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Plain text of an HTML fragment (for read time, search, descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  const spaced = html.replace(/<\/?(p|h[1-6]|li|ul|ol|blockquote|div|br|hr|figcaption)\b[^>]*>/gi, ' ')
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
