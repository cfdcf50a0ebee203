import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageBytes } from '#app/features/media/test-support/sample-files.ts'
import { createPostgresDatabase } from './setup/test-database.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts'

/**
 * npm run backup while the site runs, then npm run restore on the stopped site: the
 * content of the backup's moment comes back whole (through the real API and the real
 * CLI, on the embedded database and on PostgreSQL).
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
const ADMIN = { email: 'chief@example.com', password: 'a-long-password' }
const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `newsroom-${name}-`))

interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** The backup CLI as npm runs it (`backup …` or `restore ARCHIVE`) with the site's environment. */
function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(TSX, [path.join(ROOT, 'scripts', 'backup-cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}

/** A staff member's API calls, signed in through login and the e-mailed code. */
async function signIn(server: ServerProcess, sink: SmtpSink) {
  const mailsBefore = sink.mails.length
  const call = async (method: string, url: string, body?: unknown, cookie?: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res
  }
  await call('POST', '/api/admin/login', ADMIN)
  const code = await sink.codeFor(ADMIN.email, { after: mailsBefore })
  const verified = await call('POST', '/api/admin/verify-code', { email: ADMIN.email, code })
  const cookie = verified.headers.get('set-cookie')!.split(';')[0]!
  return {
    cookie,
    json: async <T>(method: string, url: string, body?: unknown): Promise<T> =>
      (await (await call(method, url, body, cookie)).json()) as T,
    /** the three upload steps; returns the file's /objects/… path */
    upload: async (bytes: Buffer): Promise<string> => {
      const { uploadURL } = (await (await call('POST', '/api/objects/upload', {}, cookie)).json()) as {
        uploadURL: string
      }
      // the local driver's address is relative to the site it was asked at
      const put = await fetch(new URL(uploadURL, server.url), {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      })
      if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`)
      const { objectPath } = (await (
        await call('PUT', '/api/images', { imageURL: uploadURL.split('?')[0], fileName: 'front.png' }, cookie)
      ).json()) as { objectPath: string }
      return objectPath
    },
  }
}

const publicArticle = async (server: ServerProcess, slug: string) => {
  const res = await fetch(`${server.url}/api/public/articles/${slug}`)
  return { status: res.status, body: res.ok ? ((await res.json()) as { title: string; content: string }) : null }
}
const objectBytes = async (server: ServerProcess, objectPath: string) => {
  const res = await fetch(`${server.url}${objectPath}`)
  return res.ok ? Buffer.from(await res.arrayBuffer()) : res.status
}

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink?.close())

/**
 * The whole round: content, a backup while serving, changes and deletions, stop,
 * restore, start; the backup's content is back and the later changes are gone.
 */
async function roundTrip(
  siteEnv: Record<string, string>,
  refusalWhileRunning: RegExp,
): Promise<{ archive: string; slug: string }> {
  const env = { ...siteEnv, SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  // the same address before and after the restore: the signed-in client keeps talking to it
  const port = String(await freePort())
  const start = async () => {
    const server = spawnServer({ ...env, PORT: port, SMTP_URL: sink.url })
    await waitUntilReady(server)
    return server
  }
  let server = await start()
  try {
    const staff = await signIn(server, sink)
    const category = await staff.json<{ id: number; slug: string }>('POST', '/api/admin/categories', {
      name: 'Αρχείο',
      nameEn: 'Archive',
    })
    const image = await imageBytes(64, 48)
    const imagePath = await staff.upload(image)
    const original = await staff.json<{ id: number; slug: string }>('POST', '/api/admin/articles', {
      title: 'Η πρώτη μέρα του αρχείου',
      content: '<p>Κείμενο που πρέπει να επιστρέψει ολόκληρο.</p>',
      categoryId: category.id,
      status: 'published',
      featuredImageUrl: imagePath,
    })

    const archives = tempDir('backups')
    const backup = await cli(['backup', '--out', archives], env)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    const archive = /^Backup written: (\S+\.tar\.gz) /m.exec(backup.stdout)?.[1]
    expect(archive).toBeDefined()
    // the site went on serving while it was backed up
    expect((await publicArticle(server, original.slug)).status).toBe(200)

    // after the backup: an edit, a new article, and deletions of the article, its category and its file
    await staff.json('PUT', `/api/admin/articles/${original.id}`, {
      title: 'Changed after the backup',
      content: '<p>Changed.</p>',
      categoryId: category.id,
      status: 'published',
    })
    const later = await staff.json<{ slug: string }>('POST', '/api/admin/articles', {
      title: 'Written after the backup',
      content: '<p>Later.</p>',
      categoryId: category.id,
      status: 'published',
    })
    const media = await staff.json<{ items: { id: number; url: string }[] }>('GET', '/api/admin/media')
    await staff.json('DELETE', `/api/admin/media/${media.items.find((m) => m.url === imagePath)!.id}`)
    expect(await objectBytes(server, imagePath)).toBe(404)

    const refused = await cli(['restore', archive!], env)
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toMatch(refusalWhileRunning)
    expect((await publicArticle(server, later.slug)).status).toBe(200)

    await server.stop()
    const restored = await cli(['restore', archive!], env)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain('Restored ')

    server = await start()
    const article = await publicArticle(server, original.slug)
    expect(article.status).toBe(200)
    expect(article.body).toMatchObject({
      title: 'Η πρώτη μέρα του αρχείου',
      content: '<p>Κείμενο που πρέπει να επιστρέψει ολόκληρο.</p>',
      featuredImageUrl: imagePath,
    })
    expect(await objectBytes(server, imagePath)).toEqual(image)
    const categories = (await (await fetch(`${server.url}/api/public/categories`)).json()) as { slug: string }[]
    expect(categories.map((c) => c.slug)).toContain(category.slug)
    expect((await publicArticle(server, later.slug)).status).toBe(404)
    // the sessions and the secret came back too: the staff member is still signed in
    expect((await fetch(`${server.url}/api/admin/current-user`, { headers: { cookie: staff.cookie } })).status).toBe(
      200,
    )
    // and the site takes new content where the restored ids end
    const next = await staff.json<{ id: number }>('POST', '/api/admin/articles', {
      title: 'After the restore',
      content: '<p>New.</p>',
      categoryId: category.id,
    })
    expect(next.id).toBeGreaterThan(original.id)
    return { archive: archive!, slug: original.slug }
  } finally {
    await server.stop()
  }
}

describe('backup and restore on the embedded database', () => {
  let made: { archive: string; slug: string }

  it('backs up while the site runs and restores the stopped site to it', async () => {
    const dataDir = tempDir('backup-site')
    made = await roundTrip(
      { DATA_DIR: dataDir },
      /^Restore refused: the site is running on DATA_DIR .* \(pid \d+\); stop it first\.$/,
    )
  }, 240_000)

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores an embedded-database archive into PostgreSQL',
    async () => {
      const database = await createPostgresDatabase('newsroom_restore')
      try {
        const env = { DATA_DIR: tempDir('restore-pg'), DATABASE_URL: database.url }
        const restored = await cli(['restore', made.archive], env)
        expect(restored.stderr).toBe('')
        expect(restored.code).toBe(0)
        const server = spawnServer({ ...env, PORT: String(await freePort()), SEED_DEMO: '0' })
        try {
          await waitUntilReady(server)
          const article = await publicArticle(server, made.slug)
          expect(article.body?.title).toBe('Η πρώτη μέρα του αρχείου')
        } finally {
          await server.stop()
        }
      } finally {
        await database.drop()
      }
    },
    120_000,
  )
})

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('backs up while the site runs and restores the stopped site to it', async () => {
    const database = await createPostgresDatabase('newsroom_backup')
    try {
      await roundTrip(
        {
          DATA_DIR: tempDir('backup-pg'),
          DATABASE_URL: database.url,
          SESSION_SECRET: 'backup-restore-test-secret-backup-restore',
        },
        /^Restore refused: \d+ other connection\(s\) to the database \(a running site\?\); stop every server on it first\.$/,
      )
    } finally {
      await database.drop()
    }
  }, 240_000)
})

describe('restore refuses what it cannot bring back, in one line', () => {
  const env = () => ({ DATA_DIR: tempDir('restore-refusals') })
  const expectOneLine = (result: CliResult, pattern: RegExp) => {
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr.trim()).toMatch(pattern)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  }
  /** a .tar.gz holding only this manifest */
  const archiveWith = async (manifest: unknown) => {
    const dir = tempDir('fake-archive')
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    mkdirSync(path.join(dir, 'database'))
    const file = path.join(dir, 'fake.tar.gz')
    await tar.c({ gzip: true, file, cwd: dir }, ['manifest.json', 'database'])
    return file
  }

  it('refuses a file that is not an archive', async () => {
    const file = path.join(tempDir('garbage'), 'garbage.tar.gz')
    writeFileSync(file, Buffer.from('this is not a backup at all'))
    expectOneLine(
      await cli(['restore', file], env()),
      /^Cannot restore .*garbage\.tar\.gz: it is not a newsroom backup/,
    )
  })

  it('refuses an archive without a newsroom manifest', async () => {
    const file = await archiveWith({ hello: 'world' })
    expectOneLine(await cli(['restore', file], env()), /^Cannot restore .*: it is not a newsroom backup .*manifest/)
  })

  it('refuses an archive made at a newer migration level', async () => {
    const file = await archiveWith({
      format: 'newsroom-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      appVersion: '9.0.0',
      database: { kind: 'pglite', migration: { count: 99, latest: '0098_from_the_future' }, tables: {} },
      files: { storage: 'local', count: 0, bytes: 0 },
      secrets: false,
    })
    expectOneLine(
      await cli(['restore', file], env()),
      /^Cannot restore .*: it was made at migration 0098_from_the_future \(99\), newer than this version's \S+ \(\d+\); update the code first\.$/,
    )
  })

  it('refuses a missing file', async () => {
    expectOneLine(
      await cli(['restore', '/nowhere/backup.tar.gz'], env()),
      /^Cannot restore \/nowhere\/backup\.tar\.gz: no such file\.$/,
    )
  })
})
