import { describe, expect, test } from 'vitest'
import { FEATURED_IMAGE_RULE, fileProblem, formatFileSize, MEDIA_IMAGE_RULE } from './file-validation.ts'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('upload rules', () => {
  test('the featured image takes any image up to 50 MB', () => {
    expect(fileProblem(file('a.png', 'image/png'), FEATURED_IMAGE_RULE)).toBeNull()
    expect(fileProblem(file('a.avif', 'image/avif'), FEATURED_IMAGE_RULE)).toBeNull()
    expect(fileProblem(file('a.mp4', 'video/mp4'), FEATURED_IMAGE_RULE)).toEqual({
      kind: 'typeNotAllowed',
      accepted: 'image/*',
    })
    expect(fileProblem(file('a.png', 'image/png', 50 * 1024 * 1024 + 1), FEATURED_IMAGE_RULE)).toEqual({
      kind: 'tooLarge',
      maxMb: 50,
    })
  })

  test('the media library takes jpg, jpeg, png, gif and webp up to 10485760 bytes', () => {
    expect(fileProblem(file('photo.JPG', ''), MEDIA_IMAGE_RULE)).toBeNull()
    expect(fileProblem(file('photo', 'image/webp'), MEDIA_IMAGE_RULE)).toBeNull()
    expect(fileProblem(file('photo.png', 'image/png', 10_485_760), MEDIA_IMAGE_RULE)).toBeNull()
    expect(fileProblem(file('photo.png', 'image/png', 10_485_761), MEDIA_IMAGE_RULE)).toEqual({
      kind: 'tooLarge',
      maxMb: 10,
    })
    expect(fileProblem(file('scan.tiff', 'image/tiff'), MEDIA_IMAGE_RULE)).toEqual({
      kind: 'typeNotAllowed',
      accepted: '.jpg, .jpeg, .png, .gif, .webp',
    })
  })

  test('sizes read as B, KB and MB', () => {
    expect(formatFileSize(512, 'en-GB')).toBe('512 B')
    expect(formatFileSize(14_540, 'en-GB')).toBe('14.2 KB')
    expect(formatFileSize(3_565_158, 'el-GR')).toBe('3,4 MB')
  })
})
