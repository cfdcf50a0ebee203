/** What the media library's calls answer (GET /api/admin/media, PATCH), for the service and the screens. */
export type MediaKind = 'image' | 'video' | 'document'

/** One file of the media library. */
export interface MediaItem {
  id: number
  name: string
  type: MediaKind
  url: string
  size: number
  width: number | null
  height: number | null
  altText: string | null
  caption: string | null
  /** photographer or agency */
  credit: string | null
  variants: Record<string, string>
  uploadedAt: string
  uploadedBy: { firstName: string; lastName: string } | null
}

export interface MediaPage {
  items: MediaItem[]
  total: number
}
