import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { articles, articleTags, categories, tags, users } from '#db/schema/index.ts'
import { AppError, fieldError } from '#app/utils/app-error.ts'
import { containsPattern, getDb, type Database } from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { sanitizeRichText } from '#app/utils/sanitize.server.ts'
import { recordArticleCreate, recordArticleDelete } from './article-audit.server.ts'
import { purgeArticleFromCdn } from './article-cdn-purge.server.ts'
import { canEditArticle, canPublish } from '../article-rules.ts'
import type { ArticleInput, ArticleListQuery } from '../article.schema.ts'
import { uniqueArticleSlug } from './article-slugs.server.ts'
import { articleWriteRefusal } from '../article-write-refusals.ts'
import { saveArticleTags } from './article-tags.server.ts'
import { articleMessages } from '../article.messages.ts'
import type { AdminArticle, AdminArticlePage } from '../article.types.ts'
import { articleIdsMatching, searchWords } from '../search/search-index.server.ts'
import { recordArticleRevision } from '../history/article-revisions.server.ts'
import { leaveCuratedLists } from '../curated-lists.server.ts'
import { inTranslationState, translationStatesOf } from '../translation-state.server.ts'
import type { TranslationState } from '../translation-state.ts'

/** The newsroom's side of articles: list, read, write, delete. */

type ArticleRow = typeof articles.$inferSelect

/**
 * The newsroom's search box: every article (any status) the reader search would find
 * for these words (the same word index, searchWords), and also any whose title or
 * subtitle, in either language, contains the typed text anywhere, all folded by
 * newsroom_search_normalize (case, accents, final sigma).
 */
function matchesSearch(search: string): SQL {
  const pattern = sql`newsroom_search_normalize(${containsPattern(search)})`
  const fields = [articles.title, articles.titleGr, articles.subtitle, articles.subtitleGr]
  const contains = fields.map((field) => sql`newsroom_search_normalize(coalesce(${field}, '')) LIKE ${pattern}`)
  const terms = searchWords(search)
  if (terms.length > 0) contains.push(sql`${articles.id} IN (${articleIdsMatching(terms)})`)
  return sql`(${sql.join(contains, sql` OR `)})`
}

function listFilters(query: ArticleListQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(articles.status, query.status))
  if (query.categoryId) conditions.push(eq(articles.categoryId, query.categoryId))
  if (query.authorId) conditions.push(eq(articles.authorId, query.authorId))
  if (query.search) conditions.push(matchesSearch(query.search))
  if (query.translation) conditions.push(inTranslationState(query.translation))
  return conditions.length ? and(...conditions) : undefined
}

/** What an article names, as the admin's calls answer it (AdminArticle). */
export interface ArticleRelations {
  category: AdminArticle['category']
  author: AdminArticle['author']
  tags: Array<{ id: number; name: string; slug: string }>
  translationState: TranslationState
}

/** The admin's shape of an article: its row (the search columns left out) and what it names. */
export function toAdminArticle(
  { searchTitle: _title, searchVector: _vector, ...row }: ArticleRow,
  relations: ArticleRelations,
): AdminArticle {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category: relations.category,
    author: relations.author,
    articleTags: relations.tags.map((tag) => ({ tag })),
    tagIds: relations.tags.map((t) => t.id),
    translationState: relations.translationState,
  }
}

async function withRelations(db: Database, rows: ArticleRow[]): Promise<AdminArticle[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))]
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))]
  const [categoryRows, authorRows, tagRows, states] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.id, categoryIds)),
    authorIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, authorIds))
      : Promise.resolve([]),
    db
      .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name, slug: tags.slug })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(inArray(articleTags.articleId, ids)),
    translationStatesOf(db, ids),
  ])
  return rows.map((row) =>
    toAdminArticle(row, {
      category: categoryRows.find((c) => c.id === row.categoryId) ?? null,
      author: authorRows.find((a) => a.id === row.authorId) ?? null,
      tags: tagRows.filter((t) => t.articleId === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
      translationState: states.get(row.id) ?? 'complete',
    }),
  )
}

export async function findAdminArticles(query: ArticleListQuery): Promise<AdminArticlePage> {
  const db = getDb()
  const where = listFilters(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { articles: await withRelations(db, rows), total: totalRow?.n ?? 0 }
}

export async function getRow(db: Database, id: number): Promise<ArticleRow> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id))
  if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
  return row
}

export async function getAdminArticle(id: number): Promise<AdminArticle> {
  const db = getDb()
  const [article] = await withRelations(db, [await getRow(db, id)])
  return article!
}

async function assertCategoryExists(db: Database, categoryId: number): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
  if (!row) throw fieldError('categoryId', articleMessages.categoryRequired)
}

/** Stored columns from the form: HTML sanitised, texts as given. */
export function storedFields(input: ArticleInput) {
  return {
    title: input.title,
    titleGr: input.titleGr,
    subtitle: input.subtitle,
    subtitleGr: input.subtitleGr,
    content: sanitizeRichText(input.content),
    contentGr: input.contentGr ? sanitizeRichText(input.contentGr) || null : null,
    excerpt: input.excerpt,
    excerptGr: input.excerptGr,
    metaDescription: input.metaDescription,
    focusKeywords: input.focusKeywords,
    status: input.status,
    isFeatured: input.isFeatured,
    allowComments: input.allowComments,
    featuredImageUrl: input.featuredImageUrl,
    featuredImageAlt: input.featuredImageAlt,
    featuredImageAltGr: input.featuredImageAltGr,
    featuredImageCaption: input.featuredImageCaption,
    featuredImageCaptionGr: input.featuredImageCaptionGr,
    featuredImageCredit: input.featuredImageCredit,
    galleryImages: input.galleryImages,
    featuredVideoUrl: input.featuredVideoUrl,
    categoryId: input.categoryId,
  }
}

/** When an article is (re)published: the given time, else the first publish time, else now. */
export function publishTime(input: ArticleInput, current: Date | null): Date | null {
  if (input.status !== 'published') return input.publishedAt ?? current
  return input.publishedAt ?? current ?? new Date()
}

export async function createArticle(options: { actor: StaffUser; input: ArticleInput }): Promise<AdminArticle> {
  const { actor, input } = options
  if (input.status === 'published' && !canPublish(actor.role))
    throw new AppError('FORBIDDEN', articleMessages.publishForbidden)
  const db = getDb()
  await assertCategoryExists(db, input.categoryId)
  const id = await db
    .transaction(async (tx) => {
      const slug = await uniqueArticleSlug(tx, input.slug ?? input.title)
      const [row] = await tx
        .insert(articles)
        .values({ ...storedFields(input), slug, authorId: actor.id, publishedAt: publishTime(input, null) })
        .returning()
      await saveArticleTags(tx, row!.id, [], input.tagIds)
      await recordArticleCreate(tx, actor, row!)
      await recordArticleRevision(tx, { articleId: row!.id, actorId: actor.id })
      return row!.id
    })
    .catch((error: unknown) => {
      throw articleWriteRefusal(error) ?? error
    })
  return getAdminArticle(id)
}

/**
 * Its row is locked first (for update), and whether the actor may delete it is decided
 * on the article as it is then: a save publishing it meanwhile either came first (a
 * contributor may then no longer delete it) or waits, and a second delete finds none.
 */
export async function deleteArticle(options: { actor: StaffUser; id: number }): Promise<void> {
  const current = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, options.id)).for('update')
    if (!row) throw new AppError('NOT_FOUND', articleMessages.notFound)
    if (!canEditArticle(options.actor, row)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
    await leaveCuratedLists(tx, options.id)
    await tx.delete(articles).where(eq(articles.id, options.id))
    await recordArticleDelete(tx, options.actor, row)
    return row
  })
  purgeArticleFromCdn(current, null)
}
