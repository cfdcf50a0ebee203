import { eq } from 'drizzle-orm'
import { articles, mediaItems } from '#db/schema/index.ts'
import { pictureWidths } from '#app/features/media/public.ts'

/**
 * An article read with its featured picture's media item, for the widths of its
 * renditions (`srcset`): `.leftJoin(mediaItems, featuredPictureJoin)` and these columns.
 * A picture that is no media item (an outside address) finds none and is sent as it is.
 */
export const featuredPictureJoin = eq(mediaItems.objectPath, articles.featuredImageUrl)

export const featuredPictureColumns = {
  featuredImageVariants: mediaItems.variants,
  featuredImageWidth: mediaItems.width,
}

/** The widths the featured picture can be fetched at (pictureWidths), from a row read with the columns above. */
export function featuredImageWidthsOf(row: {
  featuredImageUrl: string | null
  featuredImageVariants: Record<string, string> | null
  featuredImageWidth: number | null
}): number[] {
  return row.featuredImageUrl
    ? pictureWidths(row.featuredImageUrl, row.featuredImageVariants, row.featuredImageWidth)
    : []
}
