import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { FIELD_LABELS } from '#app/features/articles/public.ts'

/** The audit log's names of the fields an entry says changed, in the user's language (the articles' as the history names them). */
const OTHER_FIELD_LABELS: Record<string, TranslationKey> = {
  tags: 'admin.audit.field.tags',
  firstName: 'admin.audit.field.firstName',
  lastName: 'admin.audit.field.lastName',
  nickname: 'admin.audit.field.nickname',
  email: 'admin.audit.field.email',
  name: 'admin.audit.field.name',
  nameEn: 'admin.audit.field.nameEn',
  description: 'admin.audit.field.description',
  descriptionEn: 'admin.audit.field.descriptionEn',
  color: 'admin.audit.field.color',
  parentId: 'admin.audit.field.parentId',
  sortOrder: 'admin.audit.field.sortOrder',
  imageUrl: 'admin.audit.field.imageUrl',
  linkUrl: 'admin.audit.field.linkUrl',
  htmlContent: 'admin.audit.field.htmlContent',
  placement: 'admin.audit.field.placement',
  startDate: 'admin.audit.field.startDate',
  endDate: 'admin.audit.field.endDate',
  priority: 'admin.audit.field.priority',
  isGlobalEnabled: 'admin.audit.field.isGlobalEnabled',
  siteName: 'admin.audit.field.siteName',
  siteDescription: 'admin.audit.field.siteDescription',
  contactEmail: 'admin.audit.field.contactEmail',
  socialLinks: 'admin.audit.field.socialLinks',
  privacyPolicy: 'admin.audit.field.privacyPolicy',
  termsOfUse: 'admin.audit.field.termsOfUse',
  privacyPolicyEn: 'admin.audit.field.privacyPolicyEn',
  termsOfUseEn: 'admin.audit.field.termsOfUseEn',
  newsletterDigestEnabled: 'admin.audit.field.newsletterDigestEnabled',
  newsletterDigestHour: 'admin.audit.field.newsletterDigestHour',
  newsletterConfirmedOptIn: 'admin.audit.field.newsletterConfirmedOptIn',
  newsletterReplyTo: 'admin.audit.field.newsletterReplyTo',
}

/** A field's label; a field this screen does not know keeps its own name. */
export function auditFieldLabel(t: (key: TranslationKey) => string, field: string): string {
  const key = (FIELD_LABELS as Record<string, TranslationKey>)[field] ?? OTHER_FIELD_LABELS[field]
  return key ? t(key) : field
}
