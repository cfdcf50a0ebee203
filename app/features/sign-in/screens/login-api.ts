import type { ChangeTempPasswordInput, LoginInput, VerifyCodeInput } from '#app/features/sign-in/login.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'

/** The three sign-in calls (a 401 here means wrong input, not a lost session). */
export interface LoginAnswer {
  requiresPasswordChange?: boolean
  requiresTwoFactor?: boolean
}

export const DASHBOARD_URL = '/admin/dashboard'

/** Step 1, and "Resend code": a new code is mailed on every call. */
export function requestSignIn(input: LoginInput): Promise<LoginAnswer | null> {
  return apiRequest<LoginAnswer | null>('POST', '/api/admin/login', input)
}

export function requestCodeCheck(input: VerifyCodeInput): Promise<unknown> {
  return apiRequest('POST', '/api/admin/verify-code', input)
}

/** An unparseable success answer still counts as success. */
export function requestPasswordChange(input: ChangeTempPasswordInput): Promise<unknown> {
  return apiRequest('POST', '/api/admin/change-temp-password', input)
}
