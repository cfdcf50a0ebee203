import { describe, expect, it } from 'vitest'
import { pictureSrcSet, pictureWidths } from './picture-sources.ts'

const path = '/objects/uploads/0123456789abcdef0123456789abcdef'
const renditions = (...widths: number[]) => Object.fromEntries(widths.map((w) => [String(w), `${path}-w${w}.webp`]))

describe('pictureWidths', () => {
  it('lists the renditions smallest first, and the original when it is narrower than the largest rendition width', () => {
    expect(pictureWidths(path, renditions(960, 480), 1200)).toEqual([480, 960, 1200])
    expect(pictureWidths(path, renditions(480, 960, 1600), 4000)).toEqual([480, 960, 1600])
    expect(pictureWidths(path, renditions(480, 960), 960)).toEqual([480, 960])
    expect(pictureWidths(path, renditions(480), 700)).toEqual([480, 700])
    expect(pictureWidths(path, renditions(480), null)).toEqual([480])
  })

  it('is empty without renditions: an outside address, a file without any, one not stored', () => {
    expect(pictureWidths(path, {}, 1200)).toEqual([])
    expect(pictureWidths(path, null, null)).toEqual([])
    expect(pictureWidths('https://example.com/a.jpg', renditions(480), 1200)).toEqual([])
  })

  it('keeps only renditions at the widths and addresses uploads get', () => {
    expect(
      pictureWidths(path, { ...renditions(480), 960: '/objects/elsewhere.webp', 720: `${path}-w720.webp` }, 1200),
    ).toEqual([480, 1200])
  })
})

describe('pictureSrcSet', () => {
  it("gives each rendition's address and the original's with their widths", () => {
    expect(pictureSrcSet(path, [480, 960, 1200])).toBe(`${path}-w480.webp 480w, ${path}-w960.webp 960w, ${path} 1200w`)
    expect(pictureSrcSet('/objects/seed/a.jpg', [480, 960])).toBe(
      '/objects/seed/a.jpg-w480.webp 480w, /objects/seed/a.jpg-w960.webp 960w',
    )
  })

  it('is undefined without widths: the picture goes as it is', () => {
    expect(pictureSrcSet(path, undefined)).toBeUndefined()
    expect(pictureSrcSet(path, [])).toBeUndefined()
  })
})
