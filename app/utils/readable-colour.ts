/**
 * A colour white text can be read on (WCAG 2 AA: a contrast of 4.5 : 1 for text of any
 * size): the given `#rrggbb`, darkened in steps until it is, so a section's colour
 * keeps its hue on the cards' placeholders. Anything that is not `#rrggbb` gives a dark grey.
 */
const FALLBACK = '#404040'
const WHITE_ON_MINIMUM = 4.5

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  return match ? [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)] : null
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast of white text on this colour (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const rgb = channels(hex) ?? channels(FALLBACK)!
  return 1.05 / (luminance(rgb) + 0.05)
}

export function readableOnWhiteText(hex: string): string {
  const rgb = channels(hex)
  if (!rgb) return FALLBACK
  let current = rgb
  for (let step = 0; step < 20 && 1.05 / (luminance(current) + 0.05) < WHITE_ON_MINIMUM; step++) {
    current = current.map((c) => Math.round(c * 0.92)) as [number, number, number]
  }
  return `#${current.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
