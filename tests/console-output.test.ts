import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './support/server-process.ts'
import { waitFor } from './support/wait-for.ts'

/** What a person running the server reads on its console. */
const started: ServerProcess[] = []
const dataDirs: string[] = []
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsroom-console-'))
  dataDirs.push(dir)
  return dir
}

async function run(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ PORT: String(await freePort()), SEED_DEMO: '0', ...env })
  started.push(server)
  await waitUntilReady(server)
  return server
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()))
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Ask for `target` on a raw connection and close it after `closeAfter`: a browser's cancel button. */
async function cancelledRequest(server: ServerProcess, target: string, closeAfter: 'sent' | 'first bytes') {
  const { port } = new URL(server.url)
  await new Promise<void>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
      if (closeAfter === 'sent') {
        socket.destroy()
        resolve()
      }
    })
    socket.once('data', () => {
      socket.destroy()
      resolve()
    })
    socket.once('error', () => resolve())
  })
}

/** Pino's JSON lines at warn level or above, and anything that looks like a stack trace. */
function problemsIn(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (/^\s+at /.test(line) || /\bError\b/.test(line)) return true
    if (!line.startsWith('{')) return false
    return (JSON.parse(line) as { level: number }).level >= 40
  })
}

describe('the console', () => {
  it('shows no error when a reader cancels a download, a page or an API answer', async () => {
    const dataDir = freshDataDir()
    // a stored file large enough to be cut off mid-way (the local storage's layout)
    mkdirSync(path.join(dataDir, 'uploads', 'films'), { recursive: true })
    writeFileSync(path.join(dataDir, 'uploads', 'films', 'long.mp4'), Buffer.alloc(20 * 1024 * 1024, 1))
    writeFileSync(
      path.join(dataDir, 'uploads', 'films', 'long.mp4.meta.json'),
      JSON.stringify({ contentType: 'video/mp4' }),
    )
    const server = await run({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' })
    const targets = ['/objects/films/long.mp4', '/api/public/articles', '/api/public/categories', '/healthz']
    for (let round = 0; round < 5; round++) {
      for (const target of targets) {
        await cancelledRequest(server, target, 'sent')
        await cancelledRequest(server, target, 'first bytes')
      }
    }
    // the server is still answering; its line for this last request comes after every
    // cancelled request's (each was over before this one was sent)
    const file = await fetch(`${server.url}/objects/films/long.mp4`, { headers: { Range: 'bytes=0-3' } })
    expect(file.status).toBe(206)
    await file.arrayBuffer()
    await waitFor('the range request in the log', () => server.stdout().includes('"statusCode":206'))
    expect(server.stdout()).toContain('/objects/films/long.mp4')
    expect(problemsIn(server.stdout())).toEqual([])
    expect(problemsIn(server.stderr())).toEqual([])
  })

  it('prints the sign-in code without SMTP_URL in a framed block that stands out from the log', async () => {
    const server = await run({
      DATA_DIR: freshDataDir(),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'chief@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    })
    const post = (url: string, body: unknown) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const login = await post('/api/admin/login', { email: 'chief@example.com', password: 'a-long-password' })
    expect(await login.json()).toEqual({ requiresTwoFactor: true })

    // the code's block, and the request's own line once its answer is written
    await waitFor(
      'the sign-in code and the access line on the console',
      () => /^Sign-in code/m.test(server.stdout()) && server.stdout().includes('"url":"/api/admin/login"'),
    )
    const lines = server.stdout().split('\n')
    const at = lines.findIndex((line) => line.startsWith('Sign-in code'))
    // plain text between rules and blank lines, not inside a JSON log line
    expect(lines[at]).toMatch(/^Sign-in code for chief@example\.com: {2}\d{6} {2}\(valid 10 minutes\)$/)
    expect(lines[at + 1]).toMatch(/^\(no SMTP_URL: the mail is in .+\.eml\)$/)
    expect(lines[at - 1]).toMatch(/^-{20,}$/)
    expect(lines[at + 2]).toBe(lines[at - 1])
    expect(lines[at - 2]).toBe('')
    expect(lines[at + 3]).toBe('')
    // the request itself is one short access line, without its headers
    const access = lines.find((line) => line.includes('"url":"/api/admin/login"'))
    expect(JSON.parse(access!)).toMatchObject({
      req: { method: 'POST', url: '/api/admin/login', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    })
    expect(access).not.toContain('headers')
    // and it is the code that signs in
    const code = /\d{6}/.exec(lines[at]!)![0]
    const verified = await post('/api/admin/verify-code', { email: 'chief@example.com', code })
    expect(await verified.json()).toEqual({ success: true })
  })
})
