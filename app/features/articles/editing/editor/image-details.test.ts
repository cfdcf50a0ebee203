import { describe, expect, it } from 'vitest'
import { lacksAltText, offeredDetails } from './image-details.ts'

describe('a library file chosen as the featured image', () => {
  const item = { altText: 'Ο Παρθενώνας τη νύχτα', caption: ' Η Ακρόπολη φωτισμένη ', credit: 'Eurokinissi' }

  it('fills the empty fields with its alt text, caption and credit', () => {
    const empty = { featuredImageAlt: '', featuredImageCaption: null, featuredImageCredit: undefined }
    expect(offeredDetails(empty, item)).toEqual({
      featuredImageAlt: 'Ο Παρθενώνας τη νύχτα',
      featuredImageCaption: 'Η Ακρόπολη φωτισμένη',
      featuredImageCredit: 'Eurokinissi',
    })
  })

  it('never overwrites what the editor typed, and offers nothing the file lacks', () => {
    const typed = { featuredImageAlt: 'Acropolis', featuredImageCaption: ' ', featuredImageCredit: '' }
    expect(offeredDetails(typed, { ...item, credit: null })).toEqual({ featuredImageCaption: 'Η Ακρόπολη φωτισμένη' })
  })
})

describe('the publish warning', () => {
  it('warns for a featured image without alt text in either language', () => {
    expect(
      lacksAltText({ featuredImageUrl: '/objects/uploads/a.jpg', featuredImageAlt: ' ', featuredImageAltGr: '' }),
    ).toBe(true)
    expect(lacksAltText({ featuredImageUrl: '/objects/uploads/a.jpg', featuredImageAltGr: 'Αθήνα' })).toBe(false)
    expect(lacksAltText({ featuredImageUrl: '', featuredImageAlt: '' })).toBe(false)
  })
})
