import { objectPathFor, VARIANT_WIDTHS, variantKeyFor } from './object-keys.ts'
import { UnsupportedFileTypeError } from './file-types.server.ts'
import type { StorageDriver } from './storage.server.ts'

/**
 * sharp, loaded at the first upload: its image library costs the process about 10 MB
 * resident from the moment it is loaded (docs/decisions/007-memory-budget.md).
 */
const loadSharp = async () => (await import('sharp')).default

export interface ImageInfo {
  /** as displayed, EXIF orientation applied */
  width: number
  height: number
  /** frames of an animated GIF or WebP */
  pages: number
}

/** Width, height and frames of an image file or buffer; 415 when it does not decode as an image. */
export async function readImageInfo(input: Buffer | string): Promise<ImageInfo> {
  try {
    const sharp = await loadSharp()
    const meta = await sharp(input).metadata()
    const { width, height } = meta.autoOrient
    if (!width || !height) throw new UnsupportedFileTypeError()
    return { width, height, pages: meta.pages ?? 1 }
  } catch {
    throw new UnsupportedFileTypeError()
  }
}

/**
 * WebP renditions at each of VARIANT_WIDTHS no wider than the image (never upscaled),
 * stored as `<key>-w<width>.webp`. Returns width → object path, for media_items.variants.
 * A file whose pixels do not decode gives 415.
 */
export async function createImageVariants(options: {
  storage: StorageDriver
  key: string
  input: Buffer
  info: ImageInfo
}): Promise<Record<string, string>> {
  const { storage, key, input, info } = options
  const animated = info.pages > 1
  const widths = VARIANT_WIDTHS.filter((width) => width <= info.width)
  const sharp = await loadSharp()
  const renditions = await Promise.all(
    widths.map(async (width) => {
      try {
        const body = await sharp(input, { animated, autoOrient: !animated })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
        return { width, body }
      } catch {
        throw new UnsupportedFileTypeError()
      }
    }),
  )
  const variants: Record<string, string> = {}
  for (const { width, body } of renditions) {
    const variantKey = variantKeyFor(key, width)
    await storage.put(variantKey, body, 'image/webp')
    variants[String(width)] = objectPathFor(variantKey)
  }
  return variants
}

/** The keys of an upload's renditions, whether or not they were made. */
export function variantKeysOf(key: string): string[] {
  return VARIANT_WIDTHS.map((width) => variantKeyFor(key, width))
}
