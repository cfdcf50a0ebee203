import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import {
  declaredTypeOf,
  FILE_TYPE_NOT_ALLOWED,
  isAcceptableDeclaredType,
  UnsupportedFileTypeError,
  verifyFileType,
} from './file-types.server.ts'
import { createUploadGuard } from './upload-guard.server.ts'
import * as samples from './test-support/sample-files.ts'

describe('verifyFileType', () => {
  it('accepts each allowed type when its bytes and declared type agree', async () => {
    const cases: [string, Buffer, string][] = [
      ['image/jpeg', await samples.imageBytes(8, 8, 'jpeg'), 'image/jpeg'],
      ['image/jpg', await samples.imageBytes(8, 8, 'jpeg'), 'image/jpeg'],
      ['image/png', await samples.imageBytes(8, 8, 'png'), 'image/png'],
      ['image/gif', await samples.imageBytes(8, 8, 'gif'), 'image/gif'],
      ['image/webp', await samples.imageBytes(8, 8, 'webp'), 'image/webp'],
      ['video/mp4', samples.mp4Bytes(), 'video/mp4'],
      ['video/quicktime', samples.movBytes(), 'video/quicktime'],
      ['video/x-msvideo', samples.aviBytes(), 'video/x-msvideo'],
      ['video/avi', samples.aviBytes(), 'video/x-msvideo'],
      ['video/x-ms-wmv', samples.wmvBytes(), 'video/x-ms-wmv'],
      ['video/x-matroska', samples.mkvBytes(), 'video/x-matroska'],
    ]
    for (const [declared, bytes, stored] of cases) {
      expect((await verifyFileType(declared, bytes)).mime, declared).toBe(stored)
    }
    // no declared type (or application/octet-stream): the bytes decide
    expect((await verifyFileType(undefined, samples.mkvBytes())).mime).toBe('video/x-matroska')
  })

  it('refuses HTML, SVG, a PNG header on HTML and a declared type that the bytes contradict', async () => {
    const refused: [string | undefined, Buffer][] = [
      ['image/png', samples.pngHeaderOnHtml()],
      [undefined, samples.htmlBytes()],
      ['image/svg+xml', samples.svgBytes()],
      ['image/png', samples.svgBytes()],
      ['image/jpeg', await samples.imageBytes(8, 8, 'png')],
      ['video/mp4', samples.movBytes()],
      ['image/png', Buffer.alloc(0)],
    ]
    for (const [declared, bytes] of refused) {
      await expect(verifyFileType(declared, bytes)).rejects.toThrow(UnsupportedFileTypeError)
    }
  })

  it('answers 415 naming the accepted types', () => {
    const error = new UnsupportedFileTypeError()
    expect(error.status).toBe(415)
    expect(error.message).toBe(FILE_TYPE_NOT_ALLOWED)
    expect(FILE_TYPE_NOT_ALLOWED).toBe(
      'File type not allowed. Accepted types: JPG, PNG, GIF, WEBP, MP4, MOV, AVI, WMV, MKV',
    )
  })

  it('reads declared types without parameters and refuses unknown ones before any byte', () => {
    expect(declaredTypeOf('Image/PNG; charset=binary')).toBe('image/png')
    expect(declaredTypeOf('application/octet-stream')).toBeUndefined()
    expect(declaredTypeOf('binary/octet-stream')).toBeUndefined()
    expect(declaredTypeOf(undefined)).toBeUndefined()
    expect(isAcceptableDeclaredType('image/png')).toBe(true)
    expect(isAcceptableDeclaredType(undefined)).toBe(true)
    expect(isAcceptableDeclaredType('text/html')).toBe(false)
    expect(isAcceptableDeclaredType('image/svg+xml')).toBe(false)
  })
})

describe('upload guard', () => {
  const run = (chunks: Buffer[], maxSize: number, declaredType?: string) => {
    const guard = createUploadGuard({ maxSize, declaredType })
    const received: Buffer[] = []
    return pipeline(Readable.from(chunks), guard, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) received.push(chunk)
    }).then(() => ({ guard, bytes: Buffer.concat(received) }))
  }

  it('passes the bytes through and reports the checked type', async () => {
    const png = await samples.imageBytes(300, 200)
    const { guard, bytes } = await run([png.subarray(0, 10), png.subarray(10)], png.length, 'image/png')
    expect(bytes.equals(png)).toBe(true)
    expect(guard.fileType?.mime).toBe('image/png')
  })

  it('stops with 413 as soon as the stream passes the limit, whatever was declared', async () => {
    const chunk = Buffer.alloc(1024, 1)
    const endless = function* () {
      for (let i = 0; i < 10_000; i++) yield chunk
    }
    const guard = createUploadGuard({ maxSize: 4096, declaredType: 'video/mp4' })
    let seen = 0
    await expect(
      pipeline(Readable.from(endless()), guard, async (source: AsyncIterable<Buffer>) => {
        for await (const part of source) seen += part.length
      }),
    ).rejects.toMatchObject({ status: 413 })
    expect(seen).toBeLessThanOrEqual(4096)
  })

  it('stops with 415 once the leading bytes are not an accepted type', async () => {
    await expect(run([samples.htmlBytes(), Buffer.alloc(8000, 32)], 1_000_000, 'image/png')).rejects.toMatchObject({
      status: 415,
    })
    await expect(run([samples.pngHeaderOnHtml()], 1_000_000, 'image/png')).rejects.toMatchObject({ status: 415 })
  })
})
