import { describe, expect, it } from 'vitest'
import { pictureAttributes, PICTURE_SIZES, type PictureLayout } from './picture-attributes.ts'

describe('pictureAttributes', () => {
  it('gives a picture with renditions its srcset and its layout’s sizes, the original as src', () => {
    expect(pictureAttributes('/objects/seed/a.jpg', [480, 960, 1200], 'card')).toEqual({
      src: '/objects/seed/a.jpg',
      srcSet: '/objects/seed/a.jpg-w480.webp 480w, /objects/seed/a.jpg-w960.webp 960w, /objects/seed/a.jpg 1200w',
      sizes: PICTURE_SIZES.card,
    })
    expect(pictureAttributes('/objects/seed/a.jpg', [480], 'thumbnail').sizes).toBe('6rem')
  })

  it('leaves a picture without renditions as it was: its src alone', () => {
    expect(pictureAttributes('https://example.com/a.jpg', undefined, 'article')).toEqual({
      src: 'https://example.com/a.jpg',
    })
  })

  it('sizes every layout from the smallest screen up, ending with a width for phones', () => {
    for (const sizes of Object.values(PICTURE_SIZES)) {
      const last = sizes.split(', ').at(-1)!
      expect(last).not.toContain('min-width')
    }
  })

  it('never says a picture is narrower than it is drawn, and at most an eighth wider', () => {
    const rem = 16
    /** The width `sizes` gives at a screen `vw` pixels wide (rem, vw and calc(a vw - b rem) only). */
    const sizeAt = (sizes: string, vw: number) => {
      const length = (value: string): number => {
        const calc = /^calc\(([\d.]+)vw - ([\d.]+)rem\)$/.exec(value)
        if (calc) return (Number(calc[1]) * vw) / 100 - Number(calc[2]) * rem
        if (value.endsWith('vw')) return (Number(value.slice(0, -2)) * vw) / 100
        return Number(value.slice(0, -3)) * rem
      }
      for (const entry of sizes.split(', ')) {
        const condition = /^\(min-width: ([\d.]+)rem\) (.+)$/.exec(entry)
        if (!condition) return length(entry)
        if (vw >= Number(condition[1]) * rem) return length(condition[2]!)
      }
      throw new Error(`no width in ${sizes}`)
    }
    // the drawn widths, from the layouts' classes (the comment of PICTURE_SIZES)
    const page = (vw: number) => Math.min(vw, 80 * rem) - 2 * rem
    const columns = (vw: number) => (vw >= 64 * rem ? 3 : vw >= 40 * rem ? 2 : 1)
    const gridColumn = (width: number, n: number) => (width - (n - 1) * 1.5 * rem) / n
    const drawn: Record<Exclude<PictureLayout, 'thumbnail'>, (vw: number) => number> = {
      card: (vw) => gridColumn(page(vw), columns(vw)),
      latestCard: (vw) => gridColumn(vw >= 64 * rem ? page(vw) - 22.5 * rem : page(vw), columns(vw)),
      featuredCard: (vw) => (vw >= 64 * rem ? 2 * gridColumn(page(vw), 3) + 1.5 * rem : page(vw)),
      wide: page,
      article: (vw) => Math.min(vw, 48 * rem) - 2 * rem,
    }
    for (const [layout, width] of Object.entries(drawn)) {
      for (let vw = 320; vw <= 1600; vw += 8) {
        const said = sizeAt(PICTURE_SIZES[layout as PictureLayout], vw)
        expect(said, `${layout} at ${vw}px`).toBeGreaterThanOrEqual(width(vw) - 0.5)
        expect(said, `${layout} at ${vw}px`).toBeLessThanOrEqual(width(vw) * 1.125 + 0.5)
      }
    }
  })
})
