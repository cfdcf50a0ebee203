import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { articlePresence, users } from '#db/schema/index.ts'
import type { StaffUser } from '#app/features/auth/public.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, type DatabaseOrTransaction, type Transaction } from '#app/utils/db.server.ts'
import { editableArticle } from '../article-access.server.ts'
import type { ArticlePresenceList, PresenceState, PresentUser } from './article-editing.types.ts'
import { presenceMessages } from './presence.messages.ts'
import { PRESENCE_TIMEOUT_MS } from './presence.schema.ts'

/**
 * Who has an article open in the editor, kept in the database so
 * every process sees it. Each open tab renews its row with a heartbeat; a row not
 * renewed for PRESENCE_TIMEOUT_MS counts as gone, and is deleted at the next beat
 * on that article or by the scheduled cleanup. The first tab to open an article
 * with no live editor becomes its editor; the others are read-only until they take
 * over. Advisory only (the article's version refuses a stale save), and it writes
 * article_presence alone: never the article, never a content notice.
 */

interface TabOptions {
  actor: StaffUser
  articleId: number
  tabId: string
  /** the clock (tests move it) */
  now?: Date
}

/** Presence rows of one article are changed one transaction at a time (several processes). */
const PRESENCE_LOCK_SPACE = 17_004

/** "Μαρία Π.": the nickname when set, otherwise the first name and the last name's initial. */
export function shortName(user: { firstName: string; lastName: string; nickname: string | null }): string {
  const nickname = user.nickname?.trim()
  if (nickname) return nickname
  const initial = Array.from(user.lastName.trim())[0]
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim()
}

const cutoffOf = (now: Date) => new Date(now.getTime() - PRESENCE_TIMEOUT_MS)

const ofArticle = (articleId: number) => eq(articlePresence.articleId, articleId)
const isLive = (now: Date) => gte(articlePresence.seenAt, cutoffOf(now))
const theTab = (articleId: number, tabId: string) => and(ofArticle(articleId), eq(articlePresence.tabId, tabId))

async function userName(db: DatabaseOrTransaction, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
  return row ? shortName(row) : null
}

/** Where `tabId` stands on this article as of `now`. */
async function stateOf(db: DatabaseOrTransaction, articleId: number, tabId: string, now: Date): Promise<PresenceState> {
  const rows = await db
    .select({
      tabId: articlePresence.tabId,
      userId: articlePresence.userId,
      editing: articlePresence.editing,
      since: articlePresence.since,
      takenOverBy: articlePresence.takenOverBy,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
    })
    .from(articlePresence)
    .innerJoin(users, eq(users.id, articlePresence.userId))
    .where(and(ofArticle(articleId), isLive(now)))
    .orderBy(articlePresence.since)
  const present = (row: (typeof rows)[number]): PresentUser => ({
    userId: row.userId,
    name: shortName(row),
    since: row.since.toISOString(),
  })
  const own = rows.find((row) => row.tabId === tabId)
  const editor = rows.find((row) => row.editing)
  const others = new Map<number, PresentUser>()
  for (const row of rows) {
    if (row.tabId !== tabId && !row.editing && !others.has(row.userId)) others.set(row.userId, present(row))
  }
  const state: PresenceState = {
    editing: own?.editing ?? false,
    editor: editor ? present(editor) : null,
    others: [...others.values()],
  }
  const takenOverBy = own?.takenOverBy ? await userName(db, own.takenOverBy) : null
  if (takenOverBy) state.takenOverBy = { name: takenOverBy }
  return state
}

/**
 * One change of an article's presence: the article checked (404, 403), then, under
 * the article's presence lock, the expired rows dropped and the caller's tab row read
 * (a tab id another user holds is refused) before `change` runs.
 */
async function changePresence(
  options: TabOptions,
  change: (tx: Transaction, own: { takenOverBy: number | null } | undefined, now: Date) => Promise<void>,
): Promise<PresenceState> {
  const { actor, articleId, tabId, now = new Date() } = options
  const db = getDb()
  await editableArticle(db, actor, articleId)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRESENCE_LOCK_SPACE}, ${articleId})`)
    await tx.delete(articlePresence).where(and(ofArticle(articleId), lt(articlePresence.seenAt, cutoffOf(now))))
    const [own] = await tx.select().from(articlePresence).where(theTab(articleId, tabId))
    if (own && own.userId !== actor.id) throw new AppError('CONFLICT', presenceMessages.tabIdTaken)
    await change(tx, own, now)
    return stateOf(tx, articleId, tabId, now)
  })
}

async function saveTab(
  tx: Transaction,
  options: TabOptions,
  exists: boolean,
  values: Partial<typeof articlePresence.$inferInsert> & { seenAt: Date },
): Promise<void> {
  if (exists) {
    await tx.update(articlePresence).set(values).where(theTab(options.articleId, options.tabId))
    return
  }
  await tx.insert(articlePresence).values({
    articleId: options.articleId,
    tabId: options.tabId,
    userId: options.actor.id,
    since: values.seenAt,
    ...values,
  })
}

/**
 * A tab's heartbeat: creates or renews its row. With no live editor the tab becomes
 * the editor, unless someone took the editing over from it (it stays read-only and
 * keeps being told so until it takes over itself or closes).
 */
export function beatPresence(options: TabOptions): Promise<PresenceState> {
  return changePresence(options, async (tx, own, now) => {
    const [editor] = await tx
      .select({ tabId: articlePresence.tabId })
      .from(articlePresence)
      .where(and(ofArticle(options.articleId), eq(articlePresence.editing, true)))
    const becomesEditor = !editor && !own?.takenOverBy
    await saveTab(
      tx,
      options,
      own !== undefined,
      becomesEditor ? { seenAt: now, editing: true, since: now } : { seenAt: now },
    )
  })
}

/** The caller's tab becomes the editor; the tab that was editing is read-only from its next beat on. */
export function takeOverEditing(options: TabOptions): Promise<PresenceState> {
  return changePresence(options, async (tx, own, now) => {
    await tx
      .update(articlePresence)
      .set({ editing: false, takenOverBy: options.actor.id })
      .where(
        and(ofArticle(options.articleId), eq(articlePresence.editing, true), ne(articlePresence.tabId, options.tabId)),
      )
    await saveTab(tx, options, own !== undefined, { seenAt: now, editing: true, since: now, takenOverBy: null })
  })
}

/** The tab closed (its best-effort goodbye): only the caller's own tab row goes. */
export async function leavePresence(options: Omit<TabOptions, 'now'>): Promise<void> {
  await getDb()
    .delete(articlePresence)
    .where(and(theTab(options.articleId, options.tabId), eq(articlePresence.userId, options.actor.id)))
}

/** Who is editing each of these articles now (the article list). */
export async function findArticleEditors(ids: number[], now = new Date()): Promise<ArticlePresenceList> {
  if (ids.length === 0) return { editing: [] }
  const rows = await getDb()
    .select({
      articleId: articlePresence.articleId,
      userId: articlePresence.userId,
      since: articlePresence.since,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
    })
    .from(articlePresence)
    .innerJoin(users, eq(users.id, articlePresence.userId))
    .where(and(inArray(articlePresence.articleId, ids), eq(articlePresence.editing, true), isLive(now)))
  return {
    editing: rows.map((row) => ({
      articleId: row.articleId,
      userId: row.userId,
      name: shortName(row),
      since: row.since.toISOString(),
    })),
  }
}

/** Rows of tabs gone silent (the scheduled cleanup); answers how many were deleted. */
export async function deleteExpiredPresence(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(articlePresence)
    .where(lt(articlePresence.seenAt, cutoffOf(now)))
    .returning({ tabId: articlePresence.tabId })
  return deleted.length
}
