import { describe, expect, it } from 'vitest'
import { absolute, escapeXml } from './xml.ts'

describe('escapeXml', () => {
  it('escapes markup characters and drops the ones XML forbids', () => {
    expect(escapeXml(`<b>"Τομ & Τζέρι"</b> it's\u0007`)).toBe(
      '&lt;b&gt;&quot;Τομ &amp; Τζέρι&quot;&lt;/b&gt; it&apos;s',
    )
  })
})

describe('absolute', () => {
  it('joins the public address and a path, keeping absolute addresses', () => {
    expect(absolute('https://news.example', '/objects/a.jpg')).toBe('https://news.example/objects/a.jpg')
    expect(absolute('https://news.example', 'objects/a.jpg')).toBe('https://news.example/objects/a.jpg')
    expect(absolute('https://news.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
  })
})
