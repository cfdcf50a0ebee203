import { mkdtempSync, rmSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage, type LocalStorageDriver } from './local-storage.server.ts'
import { createS3Storage, type S3StorageDriver } from './s3-storage.server.ts'
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.ts'
import { storageContract } from './test-support/storage-contract.ts'

const SECRET = 'storage-driver-test-secret-0123456789abcdef'
let root: string
let local: LocalStorageDriver
let s3Server: S3TestServer
let s3: S3StorageDriver

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'newsroom-storage-'))
  local = createLocalStorage(root, { publicUrl: 'http://localhost:3999', secret: SECRET })
  s3Server = await startS3TestServer()
  s3 = createS3Storage(s3Server.config)
})

afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await s3Server?.stop()
})

storageContract('local disk', () => local)
storageContract('S3 (s3rver)', () => s3)

describe('local driver', () => {
  it('signs its upload addresses with HMAC over key, expiry and size limit', async () => {
    const key = `uploads/${'cd'.repeat(16)}`
    const expiresAt = new Date('2030-01-01T00:00:00Z')
    const address = await local.createUploadUrl(key, { maxSize: 1234, expiresAt })
    // relative: the browser PUTs to the address it opened the admin at, whatever PUBLIC_URL says
    expect(address.split('?')[0]).toBe(`/api/objects/upload/${key}`)
    const url = new URL(address, 'http://127.0.0.1:3000')
    const expires = Number(url.searchParams.get('expires'))
    const signature = url.searchParams.get('signature')!
    expect(expires).toBe(expiresAt.getTime() / 1000)
    expect(local.verifyUploadSignature({ key, expires, maxSize: 1234 }, signature)).toBe(true)
    expect(local.verifyUploadSignature({ key, expires, maxSize: 1235 }, signature)).toBe(false)
    expect(local.verifyUploadSignature({ key, expires: expires + 1, maxSize: 1234 }, signature)).toBe(false)
    expect(local.verifyUploadSignature({ key: `uploads/${'ce'.repeat(16)}`, expires, maxSize: 1234 }, signature)).toBe(
      false,
    )
    expect(local.verifyUploadSignature({ key, expires, maxSize: 1234 }, signature.replace(/^./, '0'))).toBe(
      signature.startsWith('0'),
    )
    expect(local.verifyUploadSignature({ key, expires, maxSize: 1234 }, 'nope')).toBe(false)
  })

  it('stages a stream out of sight and commits it under its key', async () => {
    const staged = await (await local.stage()).receive(Readable.from([Buffer.from('abc'), Buffer.from('def')]))
    expect(staged.size).toBe(6)
    expect(path.relative(root, staged.path).startsWith('.staging')).toBe(true)
    await staged.commit('uploads/staged-file', 'image/png')
    expect((await local.get('uploads/staged-file'))!.body.toString()).toBe('abcdef')
    const discarded = await (await local.stage()).receive(Readable.from([Buffer.from('x')]))
    await discarded.discard()
    expect(await readdir(path.join(root, '.staging'))).toEqual([])
  })
})

describe('S3 driver', () => {
  it('accepts a PUT of the bytes to its presigned address, and can fix the stored type', async () => {
    const key = `uploads/${'ef'.repeat(16)}`
    const url = await s3.createUploadUrl(key, { maxSize: 100, expiresAt: new Date(Date.now() + 60_000) })
    expect(url).toContain('X-Amz-Signature=')
    expect(url.startsWith(`${s3Server.config.endpoint}/${s3Server.config.bucket}/${key}?`)).toBe(true)
    const put = await fetch(url, { method: 'PUT', body: 'bytes', headers: { 'Content-Type': 'image/jpg' } })
    expect(put.status).toBe(200)
    expect(await s3.stat(key)).toMatchObject({ contentType: 'image/jpg', size: 5 })
    await s3.setContentType(key, 'image/jpeg')
    expect(await s3.get(key)).toMatchObject({ contentType: 'image/jpeg', size: 5 })
  })
})
