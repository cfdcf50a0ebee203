import type { AdPlacement, AdStatus } from '#db/schema/enums.ts'

/** One advertisement as GET /api/admin/advertisements lists it and POST / PUT answer it. */
export interface AdminAd {
  id: number
  title: string
  description: string | null
  imageUrl: string | null
  linkUrl: string | null
  htmlContent: string | null
  placement: AdPlacement
  status: AdStatus
  /** day-only, YYYY-MM-DD */
  startDate: string | null
  endDate: string | null
  priority: number
  isGlobalEnabled: boolean
  clickCount: number
  impressionCount: number
  createdAt: string
  updatedAt: string
}

export interface AdList {
  advertisements: AdminAd[]
  total: number
}
