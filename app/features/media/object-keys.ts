/** Object keys: relative paths such as `uploads/<id>`, served at `/objects/<key>`. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

/** Keys handed out by POST /api/objects/upload: `uploads/` and 32 hex digits. */
export const UPLOAD_KEY_PATTERN = /^uploads\/[0-9a-f]{32}$/

export function isValidObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..') && key.length <= 300
}

export function objectPathFor(key: string): string {
  return `/objects/${key}`
}

/** `/objects/uploads/x` → `uploads/x`; null for anything else. */
export function keyFromObjectPath(objectPath: string): string | null {
  if (!objectPath.startsWith('/objects/')) return null
  const key = objectPath.slice('/objects/'.length)
  return isValidObjectKey(key) ? key : null
}

/** Widths of the WebP renditions of every uploaded image (responsive `srcset`). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const

/** Where the WebP rendition of an upload at one width lives: `uploads/<id>-w960.webp`. */
export function variantKeyFor(key: string, width: number): string {
  return `${key}-w${width}.webp`
}

/** Its address, from the original's: `/objects/uploads/<id>` → `/objects/uploads/<id>-w960.webp`. */
export function variantPathFor(objectPath: string, width: number): string {
  return objectPathFor(variantKeyFor(objectPath.slice('/objects/'.length), width))
}
