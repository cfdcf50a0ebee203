import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { LANGUAGES, ROLES, sqlList, type Language, type Role } from './enums.ts'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    nickname: text(),
    role: text().$type<Role>().notNull().default('contributor'),
    profileImageUrl: text(),
    isActive: boolean().notNull().default(true),
    /** argon2id hash; null means the account cannot sign in with a password */
    passwordHash: text(),
    /** the password was generated for the user and must be changed before a session is granted */
    isTemporaryPassword: boolean().notNull().default(false),
    preferredLanguage: text().$type<Language>().notNull().default('gr'),
    lastActiveAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql.raw(`role IN (${sqlList(ROLES)})`)),
    check('users_language_check', sql.raw(`preferred_language IN (${sqlList(LANGUAGES)})`)),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 3`),
  ],
)

/** Staff sessions; the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** The e-mailed 6-digit sign-in code; one live code per user (asking again replaces it). */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sign_in_codes_attempts_check', sql`${t.failedAttempts} >= 0`)],
)

/** Failed sign-in counters (rate-limiter-flexible's Drizzle store), shared by every process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)
