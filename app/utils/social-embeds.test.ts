import { describe, expect, it } from 'vitest'
import { embedPlatformsIn } from './social-embeds.ts'

describe('embedPlatformsIn', () => {
  it('finds the platforms whose embed blockquotes the body holds', () => {
    const html =
      '<p>x</p><blockquote class="twitter-tweet"><a href="https://x.com/a/status/1">t</a></blockquote>' +
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@a/video/1" data-video-id="1"></blockquote>'
    expect(embedPlatformsIn(html)).toEqual(['twitter-tweet', 'tiktok-embed'])
    expect(embedPlatformsIn('<p>twitter-tweet mentioned in text</p>')).toEqual([])
  })
})
