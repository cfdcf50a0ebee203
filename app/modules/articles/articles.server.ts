import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  articles,
  articleSlugRedirects,
  articleTags,
  categories,
  curatedArticles,
  tags,
  users,
} from '#db/schema/index.ts'
import { AppError, fieldError } from '#app/utils/app-error.ts'
import {
  containsPattern,
  getDb,
  writeTogether,
  type Database,
  type DatabaseOrTransaction,
} from '#app/utils/db.server.ts'
import type { StaffUser } from '#app/modules/auth/session.server.ts'
import { sanitizeRichText } from '#app/modules/content/sanitize.server.ts'
import { articleSaveAudit, recordArticleCreate, recordArticleDelete } from './article-audit.server.ts'
import { autosaveDeletion } from './article-autosave.server.ts'
import { purgeArticleFromCdn } from './article-cdn-purge.server.ts'
import { canEditArticle, canPublish } from './article-rules.ts'
import type { ArticleInput, ArticleListQuery } from './article.schema.ts'
import { uniqueArticleSlug } from './article-slugs.server.ts'
import { saveArticleTags } from './article-tags.server.ts'
import { articleMessages } from './article.messages.ts'
import type { AdminArticle, AdminArticlePage } from './article.types.ts'
import { articleIdsMatching, searchWords } from './search-index.server.ts'
import { recordArticleRevision, revisionInsert } from './article-revisions.server.ts'
import { lockArticleForSave } from './article-versions.server.ts'
import { inTranslationState, mainTextTimeOnSave, translationStatesOf } from './translation-state.server.ts'

/** The newsroom's side of articles: list, read, write, delete (SPEC.md section 7, Admin). */

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
  return rows.map(({ searchTitle: _title, searchVector: _vector, ...row }) => {
    const ownTags = tagRows.filter((t) => t.articleId === row.id).map(({ id, name, slug }) => ({ id, name, slug }))
    return {
      ...row,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      category: categoryRows.find((c) => c.id === row.categoryId) ?? null,
      author: authorRows.find((a) => a.id === row.authorId) ?? null,
      articleTags: ownTags.map((tag) => ({ tag })),
      tagIds: ownTags.map((t) => t.id),
      translationState: states.get(row.id) ?? 'complete',
    }
  })
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

async function getRow(db: Database, id: number): Promise<ArticleRow> {
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
function storedFields(input: ArticleInput) {
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
function publishTime(input: ArticleInput, current: Date | null): Date | null {
  if (input.status !== 'published') return input.publishedAt ?? current
  return input.publishedAt ?? current ?? new Date()
}

export async function createArticle(options: { actor: StaffUser; input: ArticleInput }): Promise<AdminArticle> {
  const { actor, input } = options
  if (input.status === 'published' && !canPublish(actor.role))
    throw new AppError('FORBIDDEN', articleMessages.publishForbidden)
  const db = getDb()
  await assertCategoryExists(db, input.categoryId)
  const id = await db.transaction(async (tx) => {
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
  return getAdminArticle(id)
}

export async function updateArticle(options: {
  actor: StaffUser
  id: number
  input: ArticleInput
  /** the revision a restore makes current again (article-restore.server.ts) */
  restoredFrom?: number
}): Promise<AdminArticle> {
  const { actor, id, input } = options
  const db = getDb()
  // read together (one wait at a busy database, not two); refused in this order
  const [found, category] = await Promise.allSettled([getRow(db, id), assertCategoryExists(db, input.categoryId)])
  if (found.status === 'rejected') throw found.reason
  const current = found.value
  if (!canEditArticle(actor, current)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
  if (input.status === 'published' && !canPublish(actor.role))
    throw new AppError('FORBIDDEN', articleMessages.publishForbidden)
  if (category.status === 'rejected') throw category.reason

  // every statement of the transaction is a round trip while it holds the database (the
  // embedded one is one connection): the save reads what it needs in one statement,
  // writes its tags only when they changed and its records together
  const after = await db.transaction(async (tx) => {
    const saved = await lockArticleForSave(tx, id, input.version)
    const before = saved.row
    // the address stays once published; a never-published draft follows its title;
    // a slug changed by hand moves it, and the old address redirects
    let slug = before.slug
    if (input.slug && slugOf(input.slug) !== before.slug) slug = await uniqueArticleSlug(tx, input.slug, id)
    else if (!input.slug && !before.publishedAt && input.title !== before.title)
      slug = await uniqueArticleSlug(tx, input.title, id)
    if (slug !== before.slug) {
      if (before.publishedAt) {
        await tx.insert(articleSlugRedirects).values({ slug: before.slug, articleId: id }).onConflictDoNothing()
      }
      await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.slug, slug))
    }
    const [row] = await tx
      .update(articles)
      .set({
        ...storedFields(input),
        slug,
        publishedAt: publishTime(input, before.publishedAt),
        updatedAt: new Date(),
        mainTextUpdatedAt: mainTextTimeOnSave,
        version: before.version + 1,
      })
      .where(eq(articles.id, id))
      .returning()
    const tagIds = await saveArticleTags(tx, id, saved.tagIds, input.tagIds)
    // an article that is no longer published leaves the home page's curated lists
    if (input.status !== 'published') await leaveCuratedLists(tx, id)
    const { restoredFrom } = options
    await writeTogether(tx, [
      articleSaveAudit(tx, { actor, before, after: row!, tagsBefore: saved.tagIds, tagsAfter: tagIds, restoredFrom }),
      revisionInsert(tx, { ...saved, row: row!, tagIds, previous: saved.latest, actorId: actor.id, restoredFrom }),
      // the saver's autosave has served: its content is the article now
      autosaveDeletion(tx, id, actor.id),
    ])
    return row!
  })
  purgeArticleFromCdn(current, after)
  // the row as the update returned it: read once, not again
  const [article] = await withRelations(db, [after])
  return article!
}

function slugOf(text: string): string {
  return text.trim().toLowerCase()
}

/** Take an article out of breaking news and editor's pick, closing the gaps in the order. */
export async function leaveCuratedLists(db: DatabaseOrTransaction, articleId: number): Promise<void> {
  const removed = await db.delete(curatedArticles).where(eq(curatedArticles.articleId, articleId)).returning()
  for (const { list, position } of removed) {
    const rest = await db
      .select()
      .from(curatedArticles)
      .where(and(eq(curatedArticles.list, list), sql`${curatedArticles.position} > ${position}`))
      .orderBy(curatedArticles.position)
    for (const row of rest) {
      await db
        .update(curatedArticles)
        .set({ position: row.position - 1 })
        .where(and(eq(curatedArticles.list, list), eq(curatedArticles.articleId, row.articleId)))
    }
  }
}

export async function deleteArticle(options: { actor: StaffUser; id: number }): Promise<void> {
  const db = getDb()
  const current = await getRow(db, options.id)
  if (!canEditArticle(options.actor, current)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
  await db.transaction(async (tx) => {
    await leaveCuratedLists(tx, options.id)
    await tx.delete(articles).where(eq(articles.id, options.id))
    await recordArticleDelete(tx, options.actor, current)
  })
  purgeArticleFromCdn(current, null)
}
