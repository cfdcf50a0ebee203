import sharp from 'sharp'

/** Deterministic pseudo-random numbers (mulberry32), so the demo looks the same every time. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff
    const v = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor
    return Math.round(Math.min(255, Math.max(0, v)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/** A cover picture's size unless asked otherwise. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 675

/**
 * An abstract cover picture in the category's colour, made locally (no downloads):
 * a diagonal gradient with translucent circles and bands, as a JPEG.
 */
export async function renderCoverImage(options: {
  color: string
  seed: number
  width?: number
  height?: number
}): Promise<Buffer> {
  const { color, seed, width = COVER_WIDTH, height = COVER_HEIGHT } = options
  const random = createRandom(seed)
  const shapes: string[] = []
  for (let i = 0; i < 7; i++) {
    const cx = Math.round(random() * width)
    const cy = Math.round(random() * height)
    const r = Math.round(60 + random() * height * 0.45)
    const tone = random() > 0.5 ? shade(color, 0.55) : shade(color, -0.45)
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tone}" fill-opacity="${(0.15 + random() * 0.3).toFixed(2)}"/>`,
    )
  }
  for (let i = 0; i < 3; i++) {
    const y = Math.round(random() * height)
    const h = Math.round(8 + random() * 40)
    shapes.push(
      `<rect x="0" y="${y}" width="${width}" height="${h}" fill="#ffffff" fill-opacity="${(0.06 + random() * 0.12).toFixed(2)}" transform="rotate(${Math.round(-20 + random() * 40)} ${width / 2} ${y})"/>`,
    )
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.55)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}
