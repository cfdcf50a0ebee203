import { describe, expect, it } from 'vitest'
import { pictureAttributes, PICTURE_SIZES } from './picture-attributes.ts'

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
})
