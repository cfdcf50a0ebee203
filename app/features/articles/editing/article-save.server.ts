import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { articles, articleSlugRedirects, categories, tags, users } from '#db/schema/index.ts'
import { AppError, fieldError } from '#app/utils/app-error.ts'
import { getDb, withWrites, type Database } from '#app/utils/db.server.ts'
import { jsonObject } from '#app/utils/json-object.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { articleSaveAudit } from './article-audit.server.ts'
import { autosaveDeletion } from './article-autosave.server.ts'
import { purgeArticleFromCdn } from './article-cdn-purge.server.ts'
import {
  revisionInsert,
  snapshotColumns,
  storedStateOf,
  withBaselineRevision,
  type StoredArticleState,
} from '../history/article-revisions.server.ts'
import { canEditArticle, canPublish } from '../article-rules.ts'
import type { ArticleInput } from '../article.schema.ts'
import { uniqueArticleSlug } from './article-slugs.server.ts'
import { articleWriteRefusal } from '../article-write-refusals.ts'
import { saveArticleTags } from './article-tags.server.ts'
import { assertVersionCurrent, versionConflict } from '../history/article-versions.server.ts'
import { articleMessages } from '../article.messages.ts'
import type { AdminArticle } from '../article.types.ts'
import { getRow, publishTime, storedFields, toAdminArticle, type ArticleRelations } from './articles.server.ts'
import { leaveCuratedLists } from '../curated-lists.server.ts'
import { mainTextTimeOnSave, translationStateSql } from '../translation-state.server.ts'
import type { TranslationState } from '../translation-state.ts'

/** An article's save (PUT /api/admin/articles/:id, a restore): its fields, records and history. */

type ArticleRow = typeof articles.$inferSelect

/** Saves of one article that came first between a save's read and its write: tries before giving up (409). */
const SAVE_ATTEMPTS = 3

export async function updateArticle(options: SaveOptions): Promise<AdminArticle> {
  const { actor, id, input } = options
  const db = getDb()
  for (let attempt = 1; ; attempt++) {
    // refused in this order: no such article, not the actor's to edit or publish, no such category
    const { saved, names } = await readForSave(db, id, input)
    if (!canEditArticle(actor, saved.row)) throw new AppError('FORBIDDEN', articleMessages.editForbidden)
    if (input.status === 'published' && !canPublish(actor.role))
      throw new AppError('FORBIDDEN', articleMessages.publishForbidden)
    if (!names.category) throw fieldError('categoryId', articleMessages.categoryRequired)
    await assertVersionCurrent(db, saved.row, input.version)
    const after = await saveOver(db, saved, options)
    if (!after) {
      // another save came first: read again (a save naming its version then gets the conflict)
      if (attempt === SAVE_ATTEMPTS) throw await versionConflict(db, await getRow(db, id))
      continue
    }
    purgeArticleFromCdn(saved.row, after.row)
    // the answer from what was read and written: nothing is read after the commit
    return toAdminArticle(after.row, {
      category: names.category,
      author: names.author,
      tags: names.tags.filter((tag) => after.tagIds.includes(tag.id)),
      translationState: after.translationState,
    })
  }
}

/**
 * What a save reads before its transaction, in one statement (each statement is a wait
 * at a busy database): the article's stored state, and the names its answer shows (the
 * category the form names, which is also the check that it exists; the author; the
 * tags the form names).
 */
async function readForSave(db: Database, id: number, input: ArticleInput) {
  const category = db
    .select({
      json: jsonObject({ id: categories.id, name: categories.name, nameEn: categories.nameEn, slug: categories.slug }),
    })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
  const author = db
    .select({
      json: jsonObject({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        nickname: users.nickname,
      }),
    })
    .from(users)
    .where(eq(users.id, articles.authorId))
  const tagIds = [...new Set(input.tagIds)]
  const namedTags = db
    .select({
      json: sql`json_agg(${jsonObject({ id: tags.id, name: tags.name, slug: tags.slug })} order by ${tags.id})`,
    })
    .from(tags)
    .where(inArray(tags.id, tagIds))
  const [found] = await db
    .select({
      row: articles,
      ...snapshotColumns(db),
      category: sql<ArticleRelations['category']>`${category}`,
      author: sql<ArticleRelations['author']>`${author}`,
      tags: tagIds.length ? sql<ArticleRelations['tags']>`coalesce(${namedTags}, '[]')` : sql<[]>`'[]'::json`,
    })
    .from(articles)
    .where(eq(articles.id, id))
  if (!found) throw new AppError('NOT_FOUND', articleMessages.notFound)
  const { category: categoryNames, author: authorNames, tags: tagNames, ...state } = found
  return { saved: storedStateOf(state), names: { category: categoryNames, author: authorNames, tags: tagNames } }
}

interface SaveOptions {
  actor: StaffUser
  id: number
  input: ArticleInput
  /** the revision a restore makes current again (article-restore.server.ts) */
  restoredFrom?: number
}

/**
 * Write `options.input` over the article as `saved` read it, with its audit entry and
 * revision; nothing, and undefined, when another save came first (optimistic: the
 * update names the version read, and the transaction holds the database, which the
 * embedded one has one connection of, for one statement and the commit when neither
 * the address, the tags nor the curated lists change).
 */
async function saveOver(
  db: Database,
  saved: StoredArticleState,
  options: SaveOptions,
): Promise<{ row: ArticleRow; tagIds: number[]; translationState: TranslationState } | undefined> {
  const { actor, id, input, restoredFrom } = options
  const before = saved.row
  try {
    return await db.transaction(async (tx) => {
      const latest = await withBaselineRevision(tx, saved)
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
      const changes = {
        ...storedFields(input),
        slug,
        publishedAt: publishTime(input, before.publishedAt),
        updatedAt: new Date(),
        version: before.version + 1,
      }
      // what the row will say, for its records (when its main text changed is the database's to say)
      const expected: ArticleRow = { ...before, ...changes }
      const tagIds = await saveArticleTags(tx, id, saved.tagIds, input.tagIds)
      const [row] = await withWrites(tx, [
        articleSaveAudit(tx, {
          actor,
          before,
          after: expected,
          tagsBefore: saved.tagIds,
          tagsAfter: tagIds,
          restoredFrom,
        }),
        revisionInsert(tx, { ...saved, row: expected, tagIds, previous: latest, actorId: actor.id, restoredFrom }),
        // the saver's autosave has served: its content is the article now
        autosaveDeletion(tx, id, actor.id),
      ])
        .update(articles)
        .set({ ...changes, mainTextUpdatedAt: mainTextTimeOnSave })
        .where(and(eq(articles.id, id), eq(articles.version, before.version)))
        .returning({ ...getTableColumns(articles), translationState: translationStateSql })
      if (!row) throw ANOTHER_SAVE_CAME_FIRST
      // an article that is no longer published leaves the home page's curated lists; after
      // the update, whose row lock waits for a list being saved with it, so it leaves that too
      if (input.status !== 'published') await leaveCuratedLists(tx, id)
      const { translationState, ...written } = row
      return { row: written, tagIds, translationState }
    })
  } catch (error) {
    if (error === ANOTHER_SAVE_CAME_FIRST) return undefined
    throw articleWriteRefusal(error) ?? error
  }
}

/** Thrown to roll a save back when the version it read is no longer current. */
const ANOTHER_SAVE_CAME_FIRST = new Error('another save came first')

function slugOf(text: string): string {
  return text.trim().toLowerCase()
}
