import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, type TrustProxy } from './trust-proxy-setting.server.ts'

/**
 * The environment variables, parsed once at start. A wrong value stops the
 * start with one line naming the variable and what is wrong (see `formatEnvError`).
 */
const boolFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 0 or 1' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

const optionalText = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
    } catch {
      return false
    }
  },
  { error: 'must be a postgres:// or postgresql:// connection URL with a host' },
)

const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
    } catch {
      return false
    }
  },
  { error: 'must be an smtp:// or smtps:// URL with a host' },
)

const httpOrigin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  },
  { error: 'must be an absolute http:// or https:// address' },
)

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z
      .string()
      .default('3000')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
        error: (issue) => `must be a whole number between 1 and 65535 (got "${String(issue.input)}")`,
      })
      .transform(Number),
    HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
    PUBLIC_URL: optionalText.pipe(httpOrigin.optional()),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
    DATABASE_URL: optionalText.pipe(postgresUrl.optional()),
    SMTP_URL: optionalText.pipe(smtpUrl.optional()),
    MAIL_FROM: z.string().default('no-reply@localhost'),
    MAIL_RATE_PER_MINUTE: z
      .string()
      .default('120')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 6000, {
        error: (issue) => `must be a whole number of mails from 1 to 6000 (got "${String(issue.input)}")`,
      })
      .transform(Number),
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, { error: 'must be at least 8 characters long' }).optional()),
    SEED_DEMO: optionalText.pipe(boolFlag.optional()),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(httpOrigin.optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    PAGE_CACHE_SECONDS: z
      .string()
      .default('5')
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 3600, {
        error: 'must be a whole number of seconds from 0 to 3600',
      })
      .transform(Number),
    AUDIT_RETENTION_DAYS: z
      .string()
      .default('730')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 36500, {
        error: (issue) => `must be a whole number of days from 1 to 36500 (got "${String(issue.input)}")`,
      })
      .transform(Number),
    RENDER_WORKERS: optionalText.pipe(
      z
        .string()
        .refine((v) => /^\d+$/.test(v) && Number(v) <= 64, { error: 'must be a whole number from 0 to 64' })
        .transform(Number)
        .optional(),
    ),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .transform((value, ctx) => {
          const trust = parseTrustProxy(value)
          if (trust !== undefined) return trust
          ctx.addIssue({
            code: 'custom',
            message: `must be a hop count (a whole number) or a comma-separated list of IP addresses or CIDR ranges (got "${value}")`,
          })
          return z.NEVER
        })
        .optional(),
    ),
    CDN_PURGE_URL: optionalText.pipe(httpOrigin.optional()),
    CDN_PURGE_TOKEN: optionalText,
    MAIL_FEEDBACK_TOKEN: optionalText.pipe(
      z.string().min(24, { error: 'must be at least 24 characters long' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production and DATABASE_URL is set (every process must share it)',
      })
    }
    if (env.CDN_PURGE_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when CDN_PURGE_URL is set (the purged addresses are built on it)',
      })
    }
    if (env.CDN_PURGE_TOKEN && !env.CDN_PURGE_URL) {
      ctx.addIssue({ code: 'custom', path: ['CDN_PURGE_TOKEN'], message: 'is set but CDN_PURGE_URL is not' })
    }
    if (env.S3_BUCKET && !env.S3_REGION) {
      ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'is required when S3_BUCKET is set' })
    }
  })

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** newsletter mails handed to SMTP per minute, at most (MAIL_RATE_PER_MINUTE) */
  mailRatePerMinute: number
  adminEmail: string | undefined
  adminPassword: string | undefined
  seedDemo: boolean
  sessionSecret: string | undefined
  s3:
    | {
        bucket: string
        region: string
        endpoint: string | undefined
        accessKeyId: string | undefined
        secretAccessKey: string | undefined
      }
    | undefined
  logLevel: string
  pageCacheSeconds: number
  /** days an audit log entry is kept before the scheduled cleanup deletes it */
  auditRetentionDays: number
  /** threads that render public pages beside the main one (production build only) */
  renderWorkers: number
  /** the proxies believed about the client (TRUST_PROXY; 0: none, the socket's address) */
  trustProxy: TrustProxy
  /** the bearer token of the mail provider's bounce and complaint reports (MAIL_FEEDBACK_TOKEN); unset: no such call */
  mailFeedbackToken: string | undefined
  /** where to send the addresses a CDN must forget (CDN_PURGE_URL, CDN_PURGE_TOKEN); unset: none */
  cdnPurge: { url: string; token: string | undefined } | undefined
}

export class EnvError extends Error {}

/** Parse the environment; throws `EnvError` whose message is one line. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new EnvError(`Configuration error: ${problems.join('; ')}`)
  }
  const env = result.data
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailRatePerMinute: env.MAIL_RATE_PER_MINUTE,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    // one render thread per core: the main thread's own work (HTTP, the embedded
    // database, cached answers) is light beside rendering
    renderWorkers: env.RENDER_WORKERS ?? Math.min(availableParallelism(), 4),
    trustProxy: env.TRUST_PROXY ?? 0,
    mailFeedbackToken: env.MAIL_FEEDBACK_TOKEN,
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN } : undefined,
  }
}
