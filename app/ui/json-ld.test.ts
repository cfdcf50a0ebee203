import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from './json-ld.tsx'

describe('serializeJsonLd', () => {
  it('cannot close its script element early and still parses to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & «Αθήνα»\u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(json)).toEqual(data)
  })
})
