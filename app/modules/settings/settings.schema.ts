import { z } from 'zod'
import { BREAKING_NEWS_MAX, EDITORS_PICK_MAX } from '#app/utils/constants.ts'

/** Site settings forms (SPEC.md section 5, "Site settings"). */
const validUrlOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => {
      if (v === '') return true
      try {
        const url = new URL(v)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    },
    { error: 'Valid URL required' },
  )
  .default('')

export const SiteFormSchema = z.object({
  siteName: z.string({ error: 'Site name is required' }).trim().min(1, { error: 'Site name is required' }).max(120),
  siteDescription: z.string().trim().max(500).default(''),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Valid email is required' })
    .default(''),
  socialLinks: z
    .object({
      facebook: validUrlOrEmpty,
      twitter: validUrlOrEmpty,
      instagram: validUrlOrEmpty,
      youtube: validUrlOrEmpty,
    })
    .default({ facebook: '', twitter: '', instagram: '', youtube: '' }),
})
export type SiteFormInput = z.infer<typeof SiteFormSchema>

const articleIds = z.array(z.coerce.number().int().positive(), { error: 'A list of article ids is required' })

export const BreakingNewsSchema = z.object({
  breakingNewsArticles: articleIds.max(BREAKING_NEWS_MAX, {
    error: 'Limit Reached: You can only have 3 breaking news articles at a time.',
  }),
})

export const EditorsPickSchema = z.object({
  editorsPickArticles: articleIds.max(EDITORS_PICK_MAX, {
    error: "Limit Reached: You can only have 6 Editor's Pick articles at a time.",
  }),
})

export const LegalPagesSchema = z.object({
  privacyPolicy: z.string().max(500_000).default(''),
  termsOfUse: z.string().max(500_000).default(''),
})
