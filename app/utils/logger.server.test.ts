import { describe, expect, it } from 'vitest'
import { loggedError } from './logger.server.ts'

describe('a logged error', () => {
  // the shapes node-postgres and Drizzle give a failed statement
  const refused = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    constraint: 'users_email_unique',
    detail: 'Key (email)=(eleni@example.com) already exists.',
    client: { processID: 9332, secretKey: -2085543009, connectionParameters: { user: 'postgres' } },
  })
  const failed = Object.assign(
    new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: eleni@example.com,$argon2id$v=19$secret',
    ),
    {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['eleni@example.com', '$argon2id$v=19$secret'],
      cause: refused,
    },
  )

  it('keeps what failed and where, and the database’s code and constraint', () => {
    const logged = loggedError(failed)
    expect(logged.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)')
    expect(logged.query).toBe('insert into "users" ("email", "password_hash") values ($1, $2)')
    expect(logged.stack).toMatch(/^Error: Failed query/)
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' })
  })

  it('never keeps the values a statement was given, nor the driver’s client', () => {
    const text = JSON.stringify(loggedError(failed))
    for (const secret of ['eleni@example.com', 'argon2id', 'secretKey', '2085543009', 'processID', 'postgres'])
      expect(text, secret).not.toContain(secret)
  })
})
