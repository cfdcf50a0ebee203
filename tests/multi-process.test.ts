import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { imageBytes } from '#app/features/media/test-support/sample-files.ts'
import { startS3TestServer, type S3TestServer } from '#app/features/media/test-support/s3-test-server.ts'
import { FAILURES_PER_EMAIL } from '#app/features/sign-in/rate-limit.server.ts'
import { ensureBuild } from '../scripts/ensure-build.js'
import { createPostgresDatabase } from './setup/test-database.ts'
import { startNewsroomCluster, type NewsroomCluster } from './support/newsroom-cluster.ts'
import { findNginx } from './support/nginx.ts'
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts'

/**
 * Three production processes on one PostgreSQL database, uploads in S3 (s3rver),
 * behind nginx with deploy/nginx/newsroom.conf: whatever one process learns (a
 * session, a save, a failed sign-in, an upload) every other one knows at once.
 */
const ADMIN = { email: 'chief@example.com', password: 'a-long-password' }
const SAVE_REACHES_EVERY_PROCESS_MS = 1_000

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !findNginx()
    ? 'no nginx binary (/usr/sbin/nginx or on PATH)'
    : undefined

/** Poll `check` until it is true; the milliseconds it took, or a throw after `timeoutMs`. */
async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe.skipIf(skipReason)(
  `three processes behind nginx on one PostgreSQL and S3${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: { url: string; drop: () => Promise<void> } | undefined
    let s3: S3TestServer | undefined
    let sink: SmtpSink | undefined
    let cluster: NewsroomCluster | undefined
    let cookie: string

    beforeAll(async () => {
      ensureBuild()
      ;[database, s3, sink] = await Promise.all([
        createPostgresDatabase('newsroom_multiprocess'),
        startS3TestServer(),
        startSmtpSink(),
      ])
      cluster = await startNewsroomCluster({
        databaseUrl: database.url,
        s3: s3.config,
        smtpUrl: sink.url,
        admin: ADMIN,
        // a JSON line per answer: which process answered what
        env: { LOG_LEVEL: 'info' },
      })
    }, 240_000)

    afterAll(async () => {
      await cluster?.stop()
      await Promise.all([database?.drop(), s3?.stop(), sink?.close()])
    })

    /** `method url` on `site` (nginx or one process), as the signed-in editor. */
    const call = (site: string, method: string, url: string, body?: unknown) =>
      fetch(`${site}${url}`, {
        method,
        ...(body === undefined
          ? { headers: { cookie } }
          : { ...json(body), headers: { ...json(body).headers, cookie } }),
      })
    /** the three processes, addressed directly */
    const a = () => cluster!.processes[0]!.url
    const b = () => cluster!.processes[1]!.url
    const c = () => cluster!.processes[2]!.url

    it('a session made through nginx works on every process', async () => {
      // login and code each land on some process (round robin): the code is in the database
      const mailsBefore = sink!.mails.length
      const login = await fetch(`${cluster!.nginx.url}/api/admin/login`, { method: 'POST', ...json(ADMIN) })
      expect(login.status).toBe(200)
      const code = await sink!.codeFor(ADMIN.email, { after: mailsBefore })
      const verified = await fetch(`${cluster!.nginx.url}/api/admin/verify-code`, {
        method: 'POST',
        ...json({ email: ADMIN.email, code }),
      })
      expect(verified.status).toBe(200)
      cookie = verified.headers.get('set-cookie')!.split(';')[0]!
      for (const site of [a(), b(), c(), cluster!.nginx.url, cluster!.nginx.url, cluster!.nginx.url]) {
        const me = await call(site, 'GET', '/api/admin/current-user')
        expect(me.status, site).toBe(200)
        expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email)
      }
      // nginx marks the newsroom's API as never cached
      expect((await call(cluster!.nginx.url, 'GET', '/api/admin/current-user')).headers.get('cache-control')).toBe(
        'no-store',
      )
    })

    it('a save on one process is on the others’ answers and pages within 1 second', async () => {
      // made through b: a then knows that other processes write to the database too
      const category = (await (
        await call(b(), 'POST', '/api/admin/categories', { name: 'Πόλη', nameEn: 'City' })
      ).json()) as { id: number }
      const article = { content: '<p>Κείμενο.</p>', categoryId: category.id, status: 'published' }
      const created = await call(a(), 'POST', '/api/admin/articles', { ...article, title: 'Πρώτος τίτλος' })
      expect(created.status).toBe(201)
      const { id, slug } = (await created.json()) as { id: number; slug: string }
      const answerTitle = async (site: string) =>
        ((await (await fetch(`${site}/api/public/articles/${slug}`)).json()) as { title?: string }).title
      const pageTitle = async (site: string) =>
        /<h1[^>]*>([^<]*)/.exec(await (await fetch(`${site}/articles/${slug}`)).text())?.[1]
      // every process has the article's page and answer in its caches
      for (const site of [a(), b(), c()]) {
        expect(await answerTitle(site)).toBe('Πρώτος τίτλος')
        expect(await pageTitle(site)).toBe('Πρώτος τίτλος')
        expect(await pageTitle(site)).toBe('Πρώτος τίτλος')
      }

      const saved = await call(a(), 'PUT', `/api/admin/articles/${id}`, { ...article, title: 'Νέος τίτλος' })
      expect(saved.status).toBe(200)
      // on the process that made it, while others write too: a reader right after the
      // save gets the page it had at once, made again behind its back (page-cache.ts);
      // a JSON answer is never older than the save
      expect(await pageTitle(a())).toBe('Πρώτος τίτλος')
      expect(await answerTitle(a())).toBe('Νέος τίτλος')
      const waits = await Promise.all(
        [a(), b(), c()].flatMap((site) => [
          msUntil(async () => (await answerTitle(site)) === 'Νέος τίτλος', 5_000),
          msUntil(async () => (await pageTitle(site)) === 'Νέος τίτλος', 5_000),
        ]),
      )
      expect(Math.max(...waits)).toBeLessThan(SAVE_REACHES_EVERY_PROCESS_MS)
      expect(await pageTitle(cluster!.nginx.url)).toBe('Νέος τίτλος')
    })

    it('after an unpublish, no process shows the article once the save is acknowledged', async () => {
      const category = (await (
        await call(cluster!.nginx.url, 'POST', '/api/admin/categories', { name: 'Κόσμος', nameEn: 'World' })
      ).json()) as { id: number }
      const article = { content: '<p>Κείμενο.</p>', categoryId: category.id, title: 'Θα αποσυρθεί' }
      const created = await call(a(), 'POST', '/api/admin/articles', { ...article, status: 'published' })
      const { id, slug } = (await created.json()) as { id: number; slug: string }
      // every process keeps the page and the answer
      for (const site of [a(), b(), c(), a(), b(), c()]) {
        expect((await fetch(`${site}/articles/${slug}`)).status).toBe(200)
        expect((await fetch(`${site}/api/public/articles/${slug}`)).status).toBe(200)
      }
      const saved = await call(a(), 'PUT', `/api/admin/articles/${id}`, { ...article, status: 'draft' })
      expect(saved.status).toBe(200)
      // the writing process: at once, to the reader asking right after
      expect((await fetch(`${a()}/articles/${slug}`)).status).toBe(404)
      expect((await fetch(`${a()}/api/public/articles/${slug}`)).status).toBe(404)
      const waits = await Promise.all(
        [b(), c()].flatMap((site) => [
          msUntil(async () => (await fetch(`${site}/articles/${slug}`)).status === 404, 5_000),
          msUntil(async () => (await fetch(`${site}/api/public/articles/${slug}`)).status === 404, 5_000),
        ]),
      )
      expect(Math.max(...waits)).toBeLessThan(SAVE_REACHES_EVERY_PROCESS_MS)
    })

    it('failed sign-ins count across processes', async () => {
      const attempt = (site: string) =>
        fetch(`${site}/api/admin/login`, {
          method: 'POST',
          ...json({ email: 'intruder@example.com', password: 'not-the-password' }),
        })
      const sites = [a(), b(), c()]
      for (let i = 0; i < FAILURES_PER_EMAIL; i++) expect((await attempt(sites[i % 3]!)).status).toBe(401)
      for (const site of [...sites, cluster!.nginx.url]) expect((await attempt(site)).status, site).toBe(429)
    })

    it('nginx sends every request for one public address to the same process, and the admin round robin', async () => {
      const answeredBy = (url: string) =>
        cluster!.processes.map(
          (server) =>
            server
              .stdout()
              .split('\n')
              .filter((line) => line.includes(`"url":"${url}"`)).length,
        )
      const page = `/?via=${Date.now()}`
      const answer = `/api/public/categories?via=${Date.now()}`
      const admin = `/api/admin/current-user?via=${Date.now()}`
      for (let i = 0; i < 6; i++) {
        expect((await fetch(`${cluster!.nginx.url}${page}`)).status).toBe(200)
        expect((await fetch(`${cluster!.nginx.url}${answer}`)).status).toBe(200)
        expect((await call(cluster!.nginx.url, 'GET', admin)).status).toBe(200)
      }
      await vi.waitFor(() => expect(answeredBy(admin).reduce((a, b) => a + b)).toBe(6), { timeout: 5000 })
      await vi.waitFor(() => expect(answeredBy(page).reduce((a, b) => a + b)).toBe(6), { timeout: 5000 })
      await vi.waitFor(() => expect(answeredBy(answer).reduce((a, b) => a + b)).toBe(6), { timeout: 5000 })
      // one process makes and keeps each public address: a change is made again once, not in every process
      expect(answeredBy(page).sort()).toEqual([0, 0, 6])
      expect(answeredBy(answer).sort()).toEqual([0, 0, 6])
      expect(answeredBy(admin)).toEqual([2, 2, 2])
    })

    it('through nginx, hashed assets keep their year-long lifetime and their compression', async () => {
      const home = await (await fetch(`${cluster!.nginx.url}/`)).text()
      // React and React Router's chunk (vite.config.ts): past nginx's gzip_min_length, which
      // small chunks (the client entry, a route's) are not
      const script = /\/assets\/framework-[\w-]+\.js/.exec(home)?.[0]
      expect(script).toBeDefined()
      const res = await fetch(`${cluster!.nginx.url}${script}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('content-encoding')).toBe('gzip')
    })

    it('an upload through one process is served by the others', async () => {
      const png = await imageBytes(64, 48)
      const { uploadURL } = (await (await call(a(), 'POST', '/api/objects/upload', {})).json()) as {
        uploadURL: string
      }
      // the presigned address is the bucket's: the bytes go straight to S3
      expect(uploadURL.startsWith(s3!.config.endpoint!)).toBe(true)
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(png),
      })
      expect(put.status).toBe(200)
      const registered = await call(a(), 'PUT', '/api/images', {
        imageURL: uploadURL.split('?')[0],
        fileName: 'harbour.png',
      })
      expect(registered.status).toBe(200)
      const { objectPath } = (await registered.json()) as { objectPath: string }
      for (const site of [b(), c(), cluster!.nginx.url]) {
        const res = await fetch(`${site}${objectPath}`)
        expect(res.status, site).toBe(200)
        expect(Buffer.from(await res.arrayBuffer()).equals(png), site).toBe(true)
      }
    })
  },
)
