/** Admin texts of sign-in in English, loaded with the admin. */
export const adminTexts = {
  'admin.login.title': 'Admin Login',
  'admin.login.subtitle': 'Sign in to manage the newsroom.',
  'admin.login.email': 'Email',
  'admin.login.emailPlaceholder': 'name@example.com',
  'admin.login.password': 'Password',
  'admin.login.submit': 'Sign In',
  'admin.login.submitting': 'Signing in...',
  'admin.login.failed': 'Login Failed',
  'admin.login.invalidCredentials': 'Invalid email or password',
  'admin.login.codeSent': 'Verification Code Sent',
  'admin.login.codeSentDescription': 'We sent a 6-digit code to {email}.',

  'admin.verify.title': 'Two-Factor Verification',
  'admin.verify.subtitle': 'Enter the 6-digit code we sent to {email}.',
  'admin.verify.code': 'Verification code',
  'admin.verify.submit': 'Verify',
  'admin.verify.submitting': 'Verifying...',
  'admin.verify.resend': 'Resend code',
  'admin.verify.resending': 'Resending...',
  'admin.verify.back': 'Back to login',
  'admin.verify.failed': 'Verification Failed',
  'admin.verify.invalidCode': 'Invalid or expired verification code',
  'admin.verify.resent': 'Code Resent',
  'admin.verify.resentDescription': 'A new code was sent to {email}.',
  'admin.verify.resendFailed': 'Resend Failed',
  'admin.verify.resendFailedDescription': 'Failed to resend verification code',
  'admin.verify.success': 'Login Successful',
  'admin.verify.successDescription': 'Taking you to the dashboard...',

  'admin.changePassword.title': 'Change Password',
  'admin.changePassword.subtitle':
    'You signed in with a temporary password. Choose a new password, then sign in again with it.',
  'admin.changePassword.current': 'Current (temporary) password',
  'admin.changePassword.new': 'New password',
  'admin.changePassword.confirm': 'Confirm new password',
  'admin.changePassword.hint': 'Use at least 8 characters and mix uppercase and lowercase letters, digits and symbols.',
  'admin.changePassword.submit': 'Change Password',
  'admin.changePassword.submitting': 'Changing password...',
  'admin.changePassword.mismatch': 'Password Mismatch',
  'admin.changePassword.mismatchDescription': 'New password and confirmation password do not match',
  'admin.changePassword.tooShort': 'Password Too Short',
  'admin.changePassword.tooShortDescription': 'Password must be at least 8 characters long',
  'admin.changePassword.failed': 'Password Change Failed',
  'admin.changePassword.failedDescription': 'Failed to change password',
  'admin.changePassword.success': 'Password Changed',
  'admin.changePassword.successDescription': 'Sign in again with your new password.',

  'admin.error.auth.emailRequired': 'Email is required',
  'admin.error.auth.passwordRequired': 'Password is required',
  'admin.error.auth.codeFormat': 'The code is 6 digits',
  'admin.error.auth.currentPasswordRequired': 'Current password is required',
  'admin.error.auth.passwordTooShort': 'Password must be at least 8 characters long',
  'admin.error.auth.passwordUnchanged': 'The new password must be different from the temporary one',
  'admin.error.auth.invalidCredentials': 'Invalid email or password',
  'admin.error.auth.invalidCode': 'Invalid or expired verification code',
  'admin.error.auth.noTemporaryPassword': 'This account has no temporary password to change.',
  'admin.error.auth.tooManyAttemptsOneMinute': 'Too many failed attempts. Please try again in 1 minute.',
  'admin.error.auth.tooManyAttempts': 'Too many failed attempts. Please try again in {minutes} minutes.',
} as const

/** No public texts: the file lookups of app/i18n (public-texts.server.ts) find an empty set. */
export const publicTexts = {} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
