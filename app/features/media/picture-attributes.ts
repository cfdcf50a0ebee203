import { pictureSrcSet } from './picture-sources.ts'

/**
 * How wide each public picture is drawn, for `sizes`, from its layout's classes: pages
 * are `max-w-7xl` (80rem) with `px-4`, grids have `gap-6` and go to 2 columns at `sm`
 * (40rem) and 3 at `lg` (64rem); the home page's main column leaves 20rem and a 2.5rem
 * gap to Trending Today; the article is `max-w-3xl` (48rem). Below 80rem the widths are
 * rounded up to a share of the screen (a few per cent more than drawn, never less:
 * picture-attributes.test.ts), since the browser picks among renditions 2× apart
 * anyway, and every card of a page repeats its picture's `sizes`.
 */
export const PICTURE_SIZES = {
  /** a card of a full-width grid (section and search pages, Editor's Pick) */
  card: '(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  /** a card of the home page's Latest News, beside Trending Today from `lg` */
  latestCard: '(min-width: 80rem) 17.5rem, (min-width: 64rem) calc(34vw - 9rem), (min-width: 40rem) 50vw, 100vw',
  /** the first of Editor's Pick: two of three columns from `lg` */
  featuredCard: '(min-width: 80rem) 51.5rem, (min-width: 64rem) 67vw, 100vw',
  /** the page's whole width: a breaking-news slide, a lone Editor's Pick */
  wide: '(min-width: 80rem) 78rem, 100vw',
  /** the article's featured picture */
  article: '(min-width: 48rem) 46rem, 100vw',
  /** a related article's thumbnail (`w-24`) */
  thumbnail: '6rem',
} as const

export type PictureLayout = keyof typeof PICTURE_SIZES

/**
 * `src`, `srcSet` and `sizes` of a public picture: its renditions (`widths`, from
 * pictureWidths) with the layout's sizes, the original as `src` for a browser without
 * `srcset`; a picture without renditions gets its `src` alone.
 */
export function pictureAttributes(
  address: string,
  widths: readonly number[] | undefined,
  layout: PictureLayout,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcSet(address, widths)
  return srcSet ? { srcSet, sizes: PICTURE_SIZES[layout], src: address } : { src: address }
}
