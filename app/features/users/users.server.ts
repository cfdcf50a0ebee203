import { and, count, eq, ne, sql } from 'drizzle-orm'
import { users } from '#db/schema/index.ts'
import type { Language, Role } from '#db/schema/enums.ts'
import { AppError } from '#app/utils/app-error.ts'
import { getDb, type Transaction } from '#app/utils/db.server.ts'
import { holdWriteLock } from '#app/utils/write-locks.server.ts'
import { generateTemporaryPassword, hashPassword } from '#app/features/auth/public.server.ts'
import { deleteSessionsOfUser, type StaffUser } from '#app/features/auth/public.server.ts'
import type { UserCreateInput, UserUpdateInput } from './user.schema.ts'
import { userMessages } from './user.messages.ts'
import { resolveMessage, type CatalogueMessage } from '#app/utils/messages.ts'
import { changedFields } from '#app/features/audit/public.ts'
import { eraseUserFromAuditLog, recordAudit } from '#app/features/audit/public.server.ts'
import type { AdminUser, CreatedUser } from './user.types.ts'
import { isUniqueViolation } from '#app/utils/database-errors.ts'

const publicColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  email: users.email,
  role: users.role,
  profileImageUrl: users.profileImageUrl,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastActiveAt: users.lastActiveAt,
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number]

function toListItem(row: UserRow): AdminUser {
  return {
    ...row,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActiveAt: row.lastActiveAt ? row.lastActiveAt.toISOString() : null,
    articleCount: Number(row.articleCount),
  }
}

/** Users with the number of articles they wrote. */
function selectUsers() {
  // written out: drizzle leaves columns unqualified in a one-table select
  const articleCount = sql<number>`(select count(*) from "articles" a where a."author_id" = "users"."id")`
  return getDb()
    .select({ ...publicColumns, articleCount: articleCount.mapWith(Number) })
    .from(users)
    .$dynamic()
}

export async function listUsers(): Promise<AdminUser[]> {
  const rows = await selectUsers().orderBy(users.firstName, users.lastName)
  return rows.map(toListItem)
}

export async function getUser(id: number): Promise<AdminUser> {
  const all = await selectUsers().where(eq(users.id, id))
  if (!all[0]) throw new AppError('NOT_FOUND', userMessages.notFound)
  return toListItem(all[0])
}

async function assertEmailFree(email: string, exceptId?: number): Promise<void> {
  const conditions = [eq(sql`lower(${users.email})`, email.toLowerCase())]
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId))
  const [taken] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
  if (taken) throw emailTakenError()
}

/** 409 naming the e-mail field, whether the check or the database's unique index found the clash. */
function emailTakenError(): AppError {
  const emailTaken = resolveMessage(userMessages.emailTaken)
  return new AppError('CONFLICT', emailTaken, { fields: { email: emailTaken } })
}

const userLabel = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

/**
 * Create a user with a random temporary password, returned once. Their mails start in
 * `language` (the creating admin's current one), else in the admin's remembered one.
 */
export async function createUser(
  input: UserCreateInput,
  actor: StaffUser,
  language: Language = actor.preferredLanguage,
): Promise<CreatedUser> {
  await assertEmailFree(input.email)
  const temporaryPassword = generateTemporaryPassword()
  const passwordHash = await hashPassword(temporaryPassword)
  try {
    const id = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          nickname: input.nickname,
          email: input.email,
          role: input.role,
          isActive: true,
          passwordHash,
          isTemporaryPassword: true,
          preferredLanguage: language,
        })
        .returning({ id: users.id })
      const details = { email: input.email, role: input.role }
      await recordAudit(tx, { actor, action: 'user.create', targetId: row!.id, targetLabel: userLabel(input), details })
      return row!.id
    })
    return { ...(await getUser(id)), temporaryPassword }
  } catch (error) {
    // the e-mail's unique index: another request took it between the check and the write
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
}

/**
 * Changes of a staff account's role, activity or existence run one at a time
 * (holdWriteLock), each on the account as it is then: two super_admins demoting or
 * deleting each other at once cannot leave none, and a second delete finds no one.
 */
const STAFF_WRITES = 'staff'

async function lockedStaffAccount(tx: Transaction, id: number): Promise<{ role: Role; isActive: boolean }> {
  await holdWriteLock(tx, STAFF_WRITES)
  const [row] = await tx.select({ role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, id))
  if (!row) throw new AppError('NOT_FOUND', userMessages.notFound)
  return row
}

/** Refused when `account` is the last active super_admin (counted in `tx`, under the staff lock). */
async function assertNotLastSuperAdmin(
  tx: Transaction,
  account: { role: Role; isActive: boolean },
  message: CatalogueMessage,
): Promise<void> {
  if (account.role !== 'super_admin' || !account.isActive) return
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true)))
  if ((row?.n ?? 0) <= 1) throw new AppError('BAD_REQUEST', message)
}

export async function updateUser(options: {
  actor: StaffUser
  id: number
  input: UserUpdateInput
}): Promise<AdminUser> {
  const { actor, id, input } = options
  const target = await getUser(id)
  await assertEmailFree(input.email, id)
  if (input.isActive === false && target.isActive && actor.id === id) {
    throw new AppError('BAD_REQUEST', userMessages.ownDeactivate)
  }
  const details = { firstName: input.firstName, lastName: input.lastName, nickname: input.nickname, email: input.email }
  const changed = changedFields(target, details, ['firstName', 'lastName', 'nickname', 'email'])
  const activeChange = input.isActive === undefined || input.isActive === target.isActive ? null : input.isActive
  try {
    await getDb().transaction(async (tx) => {
      const account = await lockedStaffAccount(tx, id)
      if (input.isActive === false) await assertNotLastSuperAdmin(tx, account, userMessages.lastSuperAdminDeactivated)
      await tx
        .update(users)
        .set({
          ...details,
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
      const about = { actor, targetId: id, targetLabel: userLabel(details) }
      if (changed.length) await recordAudit(tx, { ...about, action: 'user.update', details: { changed } })
      if (activeChange !== null)
        await recordAudit(tx, { ...about, action: activeChange ? 'user.activate' : 'user.deactivate' })
    })
  } catch (error) {
    // the e-mail's unique index: another request took it between the check and the write
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
  if (input.isActive === false) await deleteSessionsOfUser(id)
  return getUser(id)
}

export async function changeUserRole(options: { actor: StaffUser; id: number; role: Role }): Promise<AdminUser> {
  const { actor, id, role } = options
  if (actor.id === id) throw new AppError('BAD_REQUEST', userMessages.ownRole)
  const target = await getUser(id)
  await getDb().transaction(async (tx) => {
    const account = await lockedStaffAccount(tx, id)
    if (role !== 'super_admin') await assertNotLastSuperAdmin(tx, account, userMessages.lastSuperAdminDemoted)
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id))
    const details = { from: account.role, to: role }
    await recordAudit(tx, { actor, action: 'user.role_change', targetId: id, targetLabel: userLabel(target), details })
  })
  return getUser(id)
}

/**
 * Delete a user; their articles stay, without an author (ON DELETE SET NULL). Their
 * name and e-mail leave the audit log in the same transaction (right to erasure).
 */
export async function deleteUser(options: { actor: StaffUser; id: number }): Promise<void> {
  const { actor, id } = options
  if (actor.id === id) throw new AppError('BAD_REQUEST', userMessages.ownDelete)
  await getDb().transaction(async (tx) => {
    const account = await lockedStaffAccount(tx, id)
    await assertNotLastSuperAdmin(tx, account, userMessages.lastSuperAdminDeleted)
    await recordAudit(tx, { actor, action: 'user.delete', targetId: id, details: { role: account.role } })
    await eraseUserFromAuditLog(tx, id)
    await tx.delete(users).where(eq(users.id, id))
  })
}

/** Remember the language a staff user works in: their sign-in and other staff mails follow it. */
export async function setPreferredLanguage(userId: number, language: Language): Promise<void> {
  await getDb().update(users).set({ preferredLanguage: language }).where(eq(users.id, userId))
}
