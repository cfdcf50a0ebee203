/** Public texts of the shared parts in English, sent with the public pages that show them. */
export const publicTexts = {
  // the toaster is mounted in root.tsx and serves every page
  'toast.label': 'Notification',
  'toast.viewport': 'Notifications ({hotkey})',
  'toast.close': 'Close notification',
  'language.label': 'Language',
  'language.gr': 'Ελληνικά',
  'language.en': 'English',
  'error.title': 'Something went wrong',
  'error.text': 'Please try again in a moment.',
  'common.loading': 'Loading...',
  'common.backHome': 'Back to Home',
  'common.loadMore': 'Load more',
  'common.loadMoreFailed': 'Could not load more articles. Please try again.',
  'common.pageLoadError': 'The page could not be loaded. Please try again later.',
} as const

/** Admin texts of the shared parts in English, loaded with the admin. */
export const adminTexts = {
  'admin.meta.suffix': 'Admin',
  'admin.common.success': 'Success',
  'admin.common.error': 'Error',
  'admin.common.cancel': 'Cancel',
  'admin.common.close': 'Close',
  'admin.common.retry': 'Try again',
  'admin.common.loading': 'Loading...',
  'admin.common.accessDenied': 'Access Denied',
  'admin.unauthorized.title': 'Unauthorized',
  'admin.unauthorized.description': 'You are logged out. Logging in again...',

  'admin.role.super_admin': 'Super Admin',
  'admin.role.editor': 'Editor',
  'admin.role.contributor': 'Contributor',
  'admin.error.http.notFound': 'Not found',
  'admin.error.http.unauthorized': 'Unauthorized',
  'admin.error.http.forbidden': "You don't have permission to do this.",
  'admin.error.http.crossSite': 'Cross-site request refused',
  'admin.error.http.bodyNotJson': 'Request body must be JSON',
  'admin.error.http.malformedJson': 'Malformed JSON in request body',
  'admin.error.http.bodyTooLarge': 'Request body is too large',
  'admin.error.http.unsupportedEncoding': 'Unsupported request encoding',
  'admin.error.http.badRequest': 'Bad request',
  'admin.error.http.methodNotAllowed': 'Method not allowed',
  'admin.error.http.headersTooLarge': 'Request headers are too large',
  'admin.error.http.timedOut': 'The request took too long to arrive',
  'admin.error.http.conflict': 'Another request changed this at the same moment. Please try again.',
  'admin.error.http.internal': 'Internal server error',

  'admin.error.input.invalid': 'Invalid input',
  'admin.error.input.notText': 'Must be text',
  'admin.error.input.textUnclean': 'Text contains characters that are not allowed',
  'admin.error.input.fieldUnclean': '{field} contains characters that are not allowed',
  'admin.error.input.tooLong': 'At most {max} characters',
  'admin.error.input.idFilter': '{name} must be a positive whole number',
  'admin.error.input.limitRange': 'limit must be a whole number from 1 to {max}',
  'admin.error.input.offsetRange': 'offset must be a whole number from 0',
} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface PublicTexts extends Record<keyof typeof publicTexts, string> {}
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
