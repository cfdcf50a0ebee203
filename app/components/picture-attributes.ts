import { pictureSrcSet } from '#app/modules/media/picture-sources.ts'

/**
 * How wide each public picture is drawn, for `sizes`, from its layout's classes: pages
 * are `max-w-7xl` (80rem) with `px-4`, grids have `gap-6` and go to 2 columns at `sm`
 * (40rem) and 3 at `lg` (64rem); the home page's main column leaves 20rem and a 2.5rem
 * gap to Trending Today; the article is `max-w-3xl` (48rem).
 */
export const PICTURE_SIZES = {
  /** a card of a full-width grid (section and search pages, Editor's Pick) */
  card: '(min-width: 80rem) 25rem, (min-width: 64rem) calc((100vw - 5rem) / 3), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
  /** a card of the home page's Latest News, beside Trending Today from `lg` */
  latestCard:
    '(min-width: 80rem) 17.5rem, (min-width: 64rem) calc((100vw - 27.5rem) / 3), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
  /** the first of Editor's Pick: two of three columns from `lg` */
  featuredCard:
    '(min-width: 80rem) 51.5rem, (min-width: 64rem) calc((100vw - 5rem) * 2 / 3 + 1.5rem), calc(100vw - 2rem)',
  /** the page's whole width: a breaking-news slide, a lone Editor's Pick */
  wide: '(min-width: 80rem) 78rem, calc(100vw - 2rem)',
  /** the article's featured picture */
  article: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
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
