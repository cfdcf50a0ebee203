import { eq, sql } from 'drizzle-orm'
import { articleCorrections, articles, articleTags, tags } from '#db/schema/index.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { jsonObject } from '#app/utils/json-object.ts'
import { lastModifiedAt } from '../article-rules.ts'
import type { PublicCorrection } from './correction-reads.server.ts'
import {
  LIST_MAX_AGE_MS,
  selectSummaries,
  toSummary,
  type ArticleSummary,
  type SummaryRow,
} from './public-articles.server.ts'
import { isSlug } from '#app/utils/slug.ts'

/** An article's page as readers see it: its summary, body, tags and correction notes. */

export interface PublicArticle extends ArticleSummary {
  content: string
  contentGr: string | null
  /** shown with the featured image: alt text, caption (each with its Greek variant) and credit */
  featuredImageAlt: string | null
  featuredImageAltGr: string | null
  featuredImageCaption: string | null
  featuredImageCaptionGr: string | null
  featuredImageCredit: string | null
  metaDescription: string | null
  focusKeywords: string | null
  featuredVideoUrl: string | null
  galleryImages: string[]
  allowComments: boolean
  updatedAt: string
  articleTags: { tag: { id: number; name: string; slug: string } }[]
  /** dated correction notes, oldest first, and the last change readers saw (lastModifiedAt) */
  corrections: PublicCorrection[]
  modifiedAt: string
}

/**
 * One published article by its slug, or null. `preview` (for signed-in staff only)
 * also finds drafts, articles under review and scheduled ones.
 */
export function getPublicArticleBySlug(
  slug: string,
  options: { preview?: boolean } = {},
): Promise<PublicArticle | null> {
  if (!isSlug(slug)) return Promise.resolve(null)
  if (options.preview) return readPublicArticle(slug, true)
  return readThrough(`article:${slug}`, LIST_MAX_AGE_MS, () => readPublicArticle(slug, false))
}

/**
 * The page's columns besides the summary's: its body (`page`), and its tags (by name) and
 * corrections (oldest first) as JSON values of the same row, so that the page is one
 * statement (one wait at a busy database).
 */
function pageColumns() {
  const db = getDb()
  const tagList = db
    .select({
      list: sql`json_agg(${jsonObject({ id: tags.id, name: tags.name, slug: tags.slug })} order by ${tags.name})`,
    })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articles.id))
  // the time to the millisecond, as a Date read by either driver keeps it
  const correction = jsonObject({
    id: articleCorrections.id,
    text: articleCorrections.text,
    textGr: articleCorrections.textGr,
    createdAt: sql`date_trunc('milliseconds', ${articleCorrections.createdAt})`,
  })
  const correctionList = db
    .select({
      list: sql`json_agg(${correction} order by ${articleCorrections.createdAt}, ${articleCorrections.id})`,
    })
    .from(articleCorrections)
    .where(eq(articleCorrections.articleId, articles.id))
  return {
    page: {
      content: articles.content,
      contentGr: articles.contentGr,
      featuredImageAlt: articles.featuredImageAlt,
      featuredImageAltGr: articles.featuredImageAltGr,
      featuredImageCaption: articles.featuredImageCaption,
      featuredImageCaptionGr: articles.featuredImageCaptionGr,
      featuredImageCredit: articles.featuredImageCredit,
      metaDescription: articles.metaDescription,
      focusKeywords: articles.focusKeywords,
      featuredVideoUrl: articles.featuredVideoUrl,
      galleryImages: articles.galleryImages,
      allowComments: articles.allowComments,
      updatedAt: articles.updatedAt,
    },
    tagList: sql`coalesce(${tagList}, '[]')`,
    correctionList: sql`coalesce(${correctionList}, '[]')`,
  }
}

/** A row of the page's statement: the summary's columns and `pageColumns`. */
type PageRow = SummaryRow & {
  page: Pick<
    typeof articles.$inferSelect,
    | 'content'
    | 'contentGr'
    | 'featuredImageAlt'
    | 'featuredImageAltGr'
    | 'featuredImageCaption'
    | 'featuredImageCaptionGr'
    | 'featuredImageCredit'
    | 'metaDescription'
    | 'focusKeywords'
    | 'featuredVideoUrl'
    | 'galleryImages'
    | 'allowComments'
    | 'updatedAt'
  >
  tagList: Array<{ id: number; name: string; slug: string }>
  /** createdAt as the JSON has it */
  correctionList: Array<Omit<PublicCorrection, 'createdAt'> & { createdAt: string }>
}

async function readPublicArticle(slug: string, preview: boolean): Promise<PublicArticle | null> {
  const rows = await selectSummaries(eq(articles.slug, slug), { includeUnpublished: preview, extra: pageColumns() })
    .limit(1)
    .execute({ today: siteDay() })
  const row = rows[0] as PageRow | undefined
  if (!row) return null
  const { page, tagList, correctionList } = row
  const summary = toSummary(row)
  const corrections = correctionList.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() }))
  const lastCorrectionAt = corrections.at(-1)?.createdAt ?? null
  return {
    ...summary,
    ...page,
    updatedAt: page.updatedAt.toISOString(),
    articleTags: tagList.map((tag) => ({ tag })),
    corrections,
    modifiedAt: lastModifiedAt({ publishedAt: summary.publishedAt, updatedAt: page.updatedAt, lastCorrectionAt }),
  }
}
