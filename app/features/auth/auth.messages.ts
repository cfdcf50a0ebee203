import { defineMessages } from '#app/utils/messages.ts'

/** Staff sign-in's messages. */
export const authMessages = defineMessages('auth', {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  codeFormat: 'The code is 6 digits',
  currentPasswordRequired: 'Current password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordUnchanged: 'The new password must be different from the temporary one',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid or expired verification code',
  noTemporaryPassword: 'This account has no temporary password to change.',
  tooManyAttemptsOneMinute: 'Too many failed attempts. Please try again in 1 minute.',
  tooManyAttempts: 'Too many failed attempts. Please try again in {minutes} minutes.',
})
