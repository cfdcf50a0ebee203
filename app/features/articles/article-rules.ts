import type { ArticleStatus, Role } from '#db/schema/enums.ts'
import { READ_WORDS_PER_MINUTE, TITLE_SIZE_STEPS, UPDATE_SHOWN_AFTER_MS } from '#app/utils/constants.ts'

/** Pure article rules, shared by the server and the screens. */

/** Read time: 150 words per minute, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length
  return Math.max(1, Math.ceil(words / READ_WORDS_PER_MINUTE))
}

/** A rough plain text of HTML for the browser side (the server uses sanitize-html). */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** An editor's HTML counts as content when it has words or a picture or an embed. */
export function hasContent(html: string | null | undefined): boolean {
  if (!html) return false
  return stripTags(html) !== '' || /<(img|iframe)\b/i.test(html)
}

export function canPublish(role: Role): boolean {
  return role === 'super_admin' || role === 'editor'
}

/**
 * Editors and super_admins edit and delete any article; contributors only their
 * own, and only while it is a draft or under review.
 */
export function canEditArticle(
  actor: { id: number; role: Role },
  article: { authorId: number | null; status: ArticleStatus },
): boolean {
  if (canPublish(actor.role)) return true
  return article.authorId === actor.id && article.status !== 'published'
}

/** Readers see an article once it is published and its publish time has come; corrections are for those only. */
export function isLive(article: { status: ArticleStatus; publishedAt: Date | null }, now = new Date()): boolean {
  return article.status === 'published' && article.publishedAt !== null && article.publishedAt <= now
}

/**
 * When readers last saw the article change (JSON-LD dateModified, the sitemap's lastmod):
 * its publication, an edit after it, or its last correction, whichever came last.
 */
export function lastModifiedAt(times: {
  publishedAt: Date | string
  updatedAt: Date | string
  lastCorrectionAt: Date | string | null
}): string {
  const candidates = [times.publishedAt, times.updatedAt, times.lastCorrectionAt].flatMap((t) =>
    t === null ? [] : [new Date(t).getTime()],
  )
  return new Date(Math.max(...candidates)).toISOString()
}

/**
 * Whether the page says "Updated …": after a correction, or an edit more than
 * UPDATE_SHOWN_AFTER_MS after publication (a save made while publishing is not an update).
 */
export function wasUpdatedAfterPublication(article: {
  publishedAt: string
  updatedAt: string
  corrections: readonly unknown[]
}): boolean {
  if (article.corrections.length > 0) return true
  return new Date(article.updatedAt).getTime() - new Date(article.publishedAt).getTime() > UPDATE_SHOWN_AFTER_MS
}

/** Title font size steps by length (TITLE_SIZE_STEPS: 30, 60 and 100 characters). */
export function titleSizeStep(title: string): 0 | 1 | 2 | 3 {
  const n = title.length
  const [small, medium, large] = TITLE_SIZE_STEPS
  if (n < small) return 0
  if (n < medium) return 1
  if (n < large) return 2
  return 3
}

/** The embed address of a video URL: watch URL `v=`, an `/embed/` URL, or the last path segment. */
export function videoEmbedUrl(value: string | null | undefined): string | null {
  const input = value?.trim()
  if (!input) return null
  try {
    const url = new URL(input)
    if (url.pathname.includes('/embed/'))
      return `https://www.youtube.com/embed/${url.pathname.split('/embed/')[1]!.split('/')[0]}`
    const v = url.searchParams.get('v')
    if (v) return `https://www.youtube.com/embed/${encodeURIComponent(v)}`
    const last = url.pathname.split('/').filter(Boolean).at(-1)
    if (url.hostname.includes('vimeo.com') && last) return `https://player.vimeo.com/video/${encodeURIComponent(last)}`
    return last ? `https://www.youtube.com/embed/${encodeURIComponent(last)}` : null
  } catch {
    // an id on its own
    return /^[\w-]{6,20}$/.test(input) ? `https://www.youtube.com/embed/${input}` : null
  }
}
