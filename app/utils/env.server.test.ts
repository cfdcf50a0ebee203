import { availableParallelism } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server.ts'

function errorOf(env: Record<string, string>): string {
  try {
    parseEnv(env)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as Error).message
  }
  throw new Error('expected a configuration error')
}

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const config = parseEnv({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.mailFrom).toBe('no-reply@localhost')
    expect(config.seedDemo).toBe(true)
    expect(config.logLevel).toBe('info')
    expect(config.s3).toBeUndefined()
    // one render thread per core, at most 4
    expect(config.renderWorkers).toBe(Math.min(availableParallelism(), 4))
  })

  it('keeps audit log entries AUDIT_RETENTION_DAYS days, 730 unless set', () => {
    expect(parseEnv({}).auditRetentionDays).toBe(730)
    expect(parseEnv({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90)
    for (const wrong of ['0', '-5', '1.5', 'forever', '36501']) {
      expect(errorOf({ AUDIT_RETENTION_DAYS: wrong })).toBe(
        `Configuration error: AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${wrong}")`,
      )
    }
  })

  it('takes RENDER_WORKERS as a whole number', () => {
    expect(parseEnv({ RENDER_WORKERS: '0' }).renderWorkers).toBe(0)
    expect(parseEnv({ RENDER_WORKERS: '3' }).renderWorkers).toBe(3)
    expect(errorOf({ RENDER_WORKERS: 'many' })).toBe(
      'Configuration error: RENDER_WORKERS must be a whole number from 0 to 64',
    )
  })

  it('takes TRUST_PROXY as a hop count or a list of addresses and CIDR ranges; unset trusts none', () => {
    expect(parseEnv({}).trustProxy).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '' }).trustProxy).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1'])
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ])
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.300', '127.0.0.1,,10.0.0.1', '-1', '1.5', '1000']) {
      expect(errorOf({ TRUST_PROXY: wrong })).toBe(
        `Configuration error: TRUST_PROXY must be a hop count (a whole number) or a comma-separated list of IP addresses or CIDR ranges (got "${wrong}")`,
      )
    }
  })

  it('derives PUBLIC_URL from PORT and seeds nothing by default on PostgreSQL', () => {
    const config = parseEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@db.internal:5432/news' })
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.seedDemo).toBe(false)
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true)
  })

  it('names the variable and the problem in one line', () => {
    const port = errorOf({ PORT: 'abc' })
    expect(port).toBe('Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")')
    expect(port).not.toContain('\n')
    expect(errorOf({ PORT: '70000' })).toContain('PORT')
    expect(errorOf({ DATABASE_URL: 'not a url' })).toBe(
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// connection URL with a host',
    )
    expect(errorOf({ DATABASE_URL: 'mysql://localhost/db' })).toContain('DATABASE_URL')
    expect(errorOf({ SMTP_URL: 'http://mail' })).toContain('SMTP_URL must be an smtp:// or smtps:// URL')
    expect(errorOf({ SEED_DEMO: 'maybe' })).toContain('SEED_DEMO must be 0 or 1')
    expect(errorOf({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL')
    expect(errorOf({ PUBLIC_URL: 'example.com' })).toContain('PUBLIC_URL must be an absolute')
    expect(errorOf({ ADMIN_EMAIL: 'nobody' })).toContain('ADMIN_EMAIL must be an e-mail address')
  })

  it('puts several problems on the same line', () => {
    const message = errorOf({ PORT: 'abc', DATABASE_URL: 'nope' })
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toContain('PORT')
    expect(message).toContain('DATABASE_URL')
  })

  it('requires SESSION_SECRET in production on PostgreSQL', () => {
    expect(errorOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toContain(
      'SESSION_SECRET is required',
    )
    expect(
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) })
        .sessionSecret,
    ).toHaveLength(32)
  })

  it('takes CDN_PURGE_URL and CDN_PURGE_TOKEN; unset, nothing is purged', () => {
    expect(parseEnv({}).cdnPurge).toBeUndefined()
    const site = { PUBLIC_URL: 'https://news.example.com' }
    expect(
      parseEnv({ ...site, CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache' }).cdnPurge,
    ).toEqual({
      url: 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache',
      token: undefined,
    })
    expect(
      parseEnv({ ...site, CDN_PURGE_URL: 'http://127.0.0.1:8081/purge', CDN_PURGE_TOKEN: ' t0ken ' }).cdnPurge,
    ).toEqual({
      url: 'http://127.0.0.1:8081/purge',
      token: 't0ken',
    })
    expect(errorOf({ ...site, CDN_PURGE_URL: 'purge.example.com' })).toBe(
      'Configuration error: CDN_PURGE_URL must be an absolute http:// or https:// address',
    )
    expect(errorOf({ ...site, CDN_PURGE_URL: 'ftp://cdn.example.com/purge' })).toContain(
      'CDN_PURGE_URL must be an absolute',
    )
    expect(errorOf({ CDN_PURGE_URL: 'https://cdn.example.com/purge' })).toBe(
      'Configuration error: PUBLIC_URL is required when CDN_PURGE_URL is set (the purged addresses are built on it)',
    )
    expect(errorOf({ ...site, CDN_PURGE_TOKEN: 'secret' })).toBe(
      'Configuration error: CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not',
    )
  })

  it('normalises the admin e-mail and PUBLIC_URL', () => {
    const config = parseEnv({ ADMIN_EMAIL: 'Chief@Example.com', PUBLIC_URL: 'https://news.example.com/' })
    expect(config.adminEmail).toBe('chief@example.com')
    expect(config.publicUrl).toBe('https://news.example.com')
  })
})
