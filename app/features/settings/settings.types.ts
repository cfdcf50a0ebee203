import type { SocialLinks } from '#db/schema/site.ts'

export type { SocialLinks }

/** What readers' pages and GET /api/public/settings get of the settings. */
export interface PublicSettings {
  siteName: string
  socialLinks: SocialLinks
  breakingNewsArticles: number[]
  editorsPickArticles: number[]
  contactEmail: string
}

/** GET (and every PUT of) /api/admin/settings: the service returns it, the settings screens read it. */
export interface SiteSettings extends PublicSettings {
  siteDescription: string
  privacyPolicy: string
  termsOfUse: string
  /** the English versions ('' when not written: English readers then get the Greek) */
  privacyPolicyEn: string
  termsOfUseEn: string
  /** the newsletter: the daily digest and its hour (Athens time), confirmed opt-in, Reply-To */
  newsletterDigestEnabled: boolean
  newsletterDigestHour: number
  newsletterConfirmedOptIn: boolean
  newsletterReplyTo: string
}
