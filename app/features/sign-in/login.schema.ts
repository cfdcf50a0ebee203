import { z } from 'zod'
import { VERIFICATION_CODE_LENGTH } from '#app/utils/constants.ts'
import { cleanText } from '#app/utils/schema-fields.ts'
import { schemaText } from '#app/utils/messages.ts'
import { authMessages as m } from '#app/features/auth/public.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

const email = cleanText({ missing: schemaText(m.emailRequired) })
  .trim()
  .toLowerCase()
  .min(1, { error: schemaText(m.emailRequired) })
  .max(254)

export const LoginSchema = z.object({
  email,
  password: cleanText({ missing: schemaText(m.passwordRequired) })
    .min(1, { error: schemaText(m.passwordRequired) })
    .max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const VerifyCodeSchema = z.object({
  email,
  code: cleanText({ missing: schemaText(m.codeFormat) })
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: schemaText(m.codeFormat) }),
})
export type VerifyCodeInput = z.infer<typeof VerifyCodeSchema>

export const ChangeTempPasswordSchema = z
  .object({
    email,
    currentPassword: cleanText({ missing: schemaText(m.currentPasswordRequired) })
      .min(1, { error: schemaText(m.currentPasswordRequired) })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: cleanText({ missing: schemaText(m.passwordTooShort) })
      .min(PASSWORD_MIN_LENGTH, { error: schemaText(m.passwordTooShort) })
      .max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: schemaText(m.passwordUnchanged),
  })
export type ChangeTempPasswordInput = z.infer<typeof ChangeTempPasswordSchema>
