import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeRichText } from './sanitize.server.ts'

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h1>T</h1><h2>A</h2><h3>B</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('drops scripts, event attributes, javascript: and data: URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><img src="x" onerror="alert(1)"><a href="JaVaScRiPt:alert(1)">y</a><svg onload="alert(1)"></svg><style>p{}</style><iframe src="javascript:alert(1)"></iframe>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|onload|javascript|data:|<svg|<style|<iframe/i)
    expect(out).toContain('<p>hi</p>')
  })

  it('marks external links noopener noreferrer and keeps mailto and own links plain', () => {
    expect(sanitizeRichText('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    )
    expect(sanitizeRichText('<a href="mailto:desk@example.com" target="_blank">m</a>')).toBe(
      '<a href="mailto:desk@example.com">m</a>',
    )
    expect(sanitizeRichText('<a href="/articles/x">o</a>')).toBe('<a href="/articles/x">o</a>')
    expect(sanitizeRichText('<a href="ftp://example.com/x">f</a>')).toBe('<a>f</a>')
  })

  it('keeps images from http(s) and our /objects/ paths only', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.jpg" alt="A">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="A" />',
    )
    expect(sanitizeRichText('<img src="/objects/uploads/abc" alt="">')).toBe(
      '<img src="/objects/uploads/abc" alt="" />',
    )
    expect(sanitizeRichText('<img src="/etc/passwd">')).toBe('')
    expect(sanitizeRichText('<img src="//evil.example/x.png">')).toBe('')
  })

  it('keeps iframes from video and social hosts only', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>'
    expect(sanitizeRichText(youtube)).toContain('src="https://www.youtube.com/embed/abc123"')
    expect(sanitizeRichText('<iframe src="https://evil.example/embed"></iframe>')).toBe('')
    expect(sanitizeRichText('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('')
  })

  it('keeps the markup of quoted social posts for their embed scripts', () => {
    expect(sanitizeRichText('<blockquote class="twitter-tweet evil"><p>t</p></blockquote>')).toBe(
      '<blockquote class="twitter-tweet"><p>t</p></blockquote>',
    )
  })
})

describe('htmlToText', () => {
  it('gives the words of the HTML', () => {
    expect(htmlToText('<h2>Τίτλος</h2><p>Ένα <strong>δύο</strong> &amp; τρία</p><script>x()</script>')).toBe(
      'Τίτλος Ένα δύο & τρία',
    )
  })
})
