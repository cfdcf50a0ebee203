import type { AdPlacement, AdStatus } from '#db/schema/enums.ts'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'

/** What the ad form holds: text boxes as typed; the shared schema turns them into the request. */
export interface AdFormValues {
  title: string
  description: string
  imageUrl: string
  linkUrl: string
  htmlContent: string
  placement: AdPlacement | ''
  status: AdStatus
  startDate: string
  endDate: string
  priority: string
  isGlobalEnabled: boolean
}

export const AD_FORM_FIELDS = [
  'title',
  'description',
  'imageUrl',
  'linkUrl',
  'htmlContent',
  'placement',
  'status',
  'startDate',
  'endDate',
  'priority',
  'isGlobalEnabled',
] as const satisfies readonly (keyof AdFormValues)[]

export const EMPTY_AD: AdFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  linkUrl: '',
  htmlContent: '',
  placement: '',
  status: 'active',
  startDate: '',
  endDate: '',
  priority: '1',
  isGlobalEnabled: true,
}

export function adFormValues(ad: AdminAd): AdFormValues {
  return {
    title: ad.title,
    description: ad.description ?? '',
    imageUrl: ad.imageUrl ?? '',
    linkUrl: ad.linkUrl ?? '',
    htmlContent: ad.htmlContent ?? '',
    placement: ad.placement,
    status: ad.status,
    startDate: ad.startDate ?? '',
    endDate: ad.endDate ?? '',
    priority: String(ad.priority),
    isGlobalEnabled: ad.isGlobalEnabled,
  }
}
