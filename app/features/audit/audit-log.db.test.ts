import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { auditLog } from '#db/schema/index.ts'
import { getConfig, setConfig } from '#app/utils/config.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { deleteExpiredRows } from '#server/expired-rows.server.ts'
import { deleteUser } from '#app/features/users/users.server.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import { eraseUserFromAuditLog, findAuditEntries, recordAudit } from './audit-log.server.ts'
import { AuditLogQuerySchema, siteDayStart } from './audit.schema.ts'

const DAY = 24 * 60 * 60 * 1000
const query = (input: Record<string, string> = {}) => AuditLogQuerySchema.parse(input)
let config: ReturnType<typeof getConfig>

beforeEach(() => {
  config = getConfig()
})
afterEach(() => setConfig(config))

async function entryAged(days: number, now: Date) {
  const [row] = await getDb()
    .insert(auditLog)
    .values({ action: 'settings.update', targetType: 'settings', createdAt: new Date(now.getTime() - days * DAY) })
    .returning({ id: auditLog.id })
  return row!.id
}

describe('recordAudit', () => {
  it('copies the actor in, takes the target type from the action and drops secrets from the details', async () => {
    const actor = await createStaffUser({ email: 'chief@example.com', role: 'super_admin' })
    await recordAudit(getDb(), {
      actor,
      action: 'user.create',
      targetId: 7,
      targetLabel: 'Νέα Συντάκτρια',
      details: { role: 'editor', password: 'x', passwordHash: 'y', token: 'z', code: '123456', reason: 'wrong_code' },
    })
    const { entries, total } = await findAuditEntries(query())
    expect(total).toBe(1)
    expect(entries[0]).toMatchObject({
      actor: { id: actor.id, name: `${actor.firstName} ${actor.lastName}`, email: 'chief@example.com' },
      action: 'user.create',
      targetType: 'user',
      targetId: 7,
      targetLabel: 'Νέα Συντάκτρια',
      details: { role: 'editor', reason: 'wrong_code' },
    })
    expect(Object.keys(entries[0]!.details).sort()).toEqual(['reason', 'role'])
  })

  it('is part of its caller’s transaction: nothing is recorded when the change rolls back', async () => {
    const actor = await createStaffUser()
    await expect(
      getDb().transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'settings.update' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await findAuditEntries(query())).total).toBe(0)
  })
})

describe('erasure of a deleted user', () => {
  it('replaces their name and e-mail (as actor and as target) with "deleted user #id", keeping the id', async () => {
    const chief = await createStaffUser({ role: 'super_admin' })
    const gone = await createStaffUser({ email: 'gone@example.com' })
    await recordAudit(getDb(), {
      actor: gone,
      action: 'auth.sign_in_failed',
      details: { email: 'gone@example.com', ip: '203.0.113.9', reason: 'wrong_password' },
    })
    await recordAudit(getDb(), { actor: gone, action: 'auth.sign_in', targetId: gone.id, targetLabel: gone.email })
    await recordAudit(getDb(), { actor: chief, action: 'user.update', targetId: gone.id, targetLabel: 'Gone Person' })
    await recordAudit(getDb(), { actor: chief, action: 'article.update', targetId: gone.id, targetLabel: 'Άρθρο' })

    await deleteUser({ actor: chief, id: gone.id })

    const label = `deleted user #${gone.id}`
    const { entries } = await findAuditEntries(query())
    expect(entries.map((e) => [e.action, e.actor?.name, e.targetLabel])).toEqual([
      ['user.delete', `${chief.firstName} ${chief.lastName}`, label],
      ['article.update', `${chief.firstName} ${chief.lastName}`, 'Άρθρο'],
      ['user.update', `${chief.firstName} ${chief.lastName}`, label],
      ['auth.sign_in', label, label],
      ['auth.sign_in_failed', label, null],
    ])
    expect(entries[3]!.actor).toEqual({ id: gone.id, name: label, email: label })
    expect(entries[4]!.details).toEqual({ reason: 'wrong_password' })
    expect(JSON.stringify(entries)).not.toContain('gone@example.com')
  })

  it('touches nobody else’s entries', async () => {
    const kept = await createStaffUser({ email: 'kept@example.com' })
    await recordAudit(getDb(), { actor: kept, action: 'auth.sign_in', targetId: kept.id, targetLabel: kept.email })
    await eraseUserFromAuditLog(getDb(), kept.id + 1000)
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.actorId, kept.id))
    expect(row).toMatchObject({ actorEmail: 'kept@example.com', targetLabel: 'kept@example.com' })
  })
})

describe('retention', () => {
  it('the scheduled cleanup deletes entries older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    const now = new Date()
    const young = await entryAged(729, now)
    await entryAged(731, now)
    expect((await deleteExpiredRows(now)).auditEntries).toBe(1)
    expect((await getDb().select({ id: auditLog.id }).from(auditLog)).map((r) => r.id)).toEqual([young])

    setConfig({ ...config, auditRetentionDays: 30 })
    const recent = await entryAged(29, now)
    expect((await deleteExpiredRows(now)).auditEntries).toBe(1)
    expect((await getDb().select({ id: auditLog.id }).from(auditLog)).map((r) => r.id)).toEqual([recent])
  })
})

describe('the query', () => {
  it('reads a day as the whole calendar day in the site’s time zone (Athens)', () => {
    // winter: UTC+2; summer: UTC+3
    expect(siteDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z')
    expect(siteDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z')
    // the days the clocks change
    expect(siteDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z')
    expect(siteDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z')
    const day = query({ from: '2026-01-15', to: '2026-01-15' })
    expect(day.from?.toISOString()).toBe('2026-01-14T22:00:00.000Z')
    expect(day.to?.toISOString()).toBe('2026-01-15T22:00:00.000Z')
    const times = query({ from: '2026-01-15T10:00:00+02:00', to: '2026-01-15T11:00:00Z' })
    expect(times.from?.toISOString()).toBe('2026-01-15T08:00:00.000Z')
    // `to` is inclusive: the first instant after it
    expect(times.to?.toISOString()).toBe('2026-01-15T11:00:00.001Z')
  })

  it('finds the entries of a time window, the bounds included', async () => {
    const at = (iso: string) =>
      getDb()
        .insert(auditLog)
        .values({ action: 'settings.update', targetType: 'settings', createdAt: new Date(iso) })
    await at('2026-01-14T21:59:59.999Z') // 23:59:59.999 on the 14th in Athens
    await at('2026-01-14T22:00:00.000Z') // midnight of the 15th
    await at('2026-01-15T21:59:59.999Z') // the last instant of the 15th
    await at('2026-01-15T22:00:00.000Z') // the 16th
    expect((await findAuditEntries(query({ from: '2026-01-15', to: '2026-01-15' }))).total).toBe(2)
    expect((await findAuditEntries(query({ to: '2026-01-14T22:00:00Z' }))).total).toBe(2)
    expect((await findAuditEntries(query({ from: '2026-01-15T21:59:59.999Z' }))).total).toBe(2)
  })
})
