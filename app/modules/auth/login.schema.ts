import { z } from 'zod'
import { VERIFICATION_CODE_LENGTH } from '#app/utils/constants.ts'
import { cleanText } from '#app/utils/schema-fields.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

const email = cleanText({ missing: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254)

export const LoginSchema = z.object({
  email,
  password: cleanText({ missing: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const VerifyCodeSchema = z.object({
  email,
  code: cleanText({ missing: 'The code is 6 digits' })
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'The code is 6 digits' }),
})
export type VerifyCodeInput = z.infer<typeof VerifyCodeSchema>

export const ChangeTempPasswordSchema = z
  .object({
    email,
    currentPassword: cleanText({ missing: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: cleanText({ missing: 'Password must be at least 8 characters long' })
      .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters long' })
      .max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: 'The new password must be different from the temporary one',
  })
export type ChangeTempPasswordInput = z.infer<typeof ChangeTempPasswordSchema>
