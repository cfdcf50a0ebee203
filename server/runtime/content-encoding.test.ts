import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeForMany, encodeForOne, MIN_COMPRESSED_BYTES, preferredEncoding } from './content-encoding.ts'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as browsers ask', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('GZIP')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
  })

  it('sends neither when the client takes neither or refuses them with q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding('deflate')).toBeUndefined()
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(preferredEncoding('*;q=0')).toBeUndefined()
  })
})

describe('encoding bodies', () => {
  const page = Buffer.from('<p>Αθήνα, news of the day</p>'.repeat(200))

  it('compresses a cached answer in both encodings, each decoding to the same bytes', () => {
    const { br, gzip } = encodeForMany(page)
    expect(brotliDecompressSync(br!)).toEqual(page)
    expect(gunzipSync(gzip!)).toEqual(page)
    expect(br!.length).toBeLessThan(page.length / 10)
  })

  it("compresses a one-reader answer in that reader's encoding only", () => {
    expect(Object.keys(encodeForOne(page, 'br'))).toEqual(['br'])
    expect(gunzipSync(encodeForOne(page, 'gzip').gzip!)).toEqual(page)
    expect(encodeForOne(page, undefined)).toEqual({})
  })

  it('leaves small answers as they are', () => {
    const small = Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a')
    expect(encodeForMany(small)).toEqual({})
    expect(encodeForOne(small, 'br')).toEqual({})
  })
})
