import { describe, expect, it } from 'vitest'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'
import { contrastWithWhite, readableOnWhiteText } from './readable-colour.ts'

describe('a section colour under white text', () => {
  it('reaches 4.5 : 1 for every category colour, keeping those that already do', () => {
    for (const { value } of CATEGORY_COLORS) {
      const readable = readableOnWhiteText(value)
      expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(4.5)
      if (contrastWithWhite(value) >= 4.5) expect(readable).toBe(value)
    }
  })

  it('darkens a light colour, keeping its hue, and answers grey for anything else', () => {
    expect(contrastWithWhite('#d97706')).toBeLessThan(4.5)
    const amber = readableOnWhiteText('#d97706')
    expect(amber).not.toBe('#d97706')
    expect(parseInt(amber.slice(1, 3), 16)).toBeGreaterThan(parseInt(amber.slice(5, 7), 16))
    expect(readableOnWhiteText('red; background: url(x)')).toBe('#404040')
  })
})
