import { keyFromObjectPath, VARIANT_WIDTHS, variantPathFor } from './object-keys.ts'

const LARGEST_RENDITION: number = Math.max(...VARIANT_WIDTHS)
const isRenditionWidth = (width: number) => (VARIANT_WIDTHS as readonly number[]).includes(width)

/**
 * The widths a stored picture can be fetched at, smallest first, from its media item:
 * each WebP rendition made at upload (`variants`, width → address, kept only where the
 * address is `variantPathFor`'s) and, when the original is narrower than the largest
 * rendition width, the original at its own `width` (the one width not in
 * VARIANT_WIDTHS; a wider original is never worth its bytes, the 1,600 px rendition
 * stands in for it). Empty when there is no rendition: an address outside `/objects/`,
 * a file that is not an image, one stored before renditions were made.
 */
export function pictureWidths(
  objectPath: string,
  variants: Record<string, string> | null | undefined,
  width: number | null | undefined,
): number[] {
  if (!variants || !keyFromObjectPath(objectPath)) return []
  const renditions = Object.entries(variants)
    .map(([name, address]) => ({ width: Number(name), address }))
    .filter((v) => isRenditionWidth(v.width) && v.address === variantPathFor(objectPath, v.width))
    .map((v) => v.width)
    .sort((a, b) => a - b)
  const largest = renditions.at(-1)
  if (largest === undefined) return []
  const originalAdds = width && width > largest && width < LARGEST_RENDITION && !isRenditionWidth(width)
  return originalAdds ? [...renditions, width] : renditions
}

/**
 * The `srcset` of a picture at `address` fetched at `widths` (pictureWidths): a rendition's
 * address for each rendition width, the original's for its own; undefined without widths
 * (the picture is then sent as it is, its `src` alone).
 */
export function pictureSrcSet(address: string, widths: readonly number[] | undefined): string | undefined {
  if (!widths?.length) return undefined
  return widths
    .map((width) => `${isRenditionWidth(width) ? variantPathFor(address, width) : address} ${width}w`)
    .join(', ')
}
