import { defineMessages } from './messages.ts'

/** Answers of the HTTP layer itself, whatever the area. */
export const httpMessages = defineMessages('http', {
  notFound: 'Not found',
  unauthorized: 'Unauthorized',
  forbidden: "You don't have permission to do this.",
  crossSite: 'Cross-site request refused',
  bodyNotJson: 'Request body must be JSON',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  unsupportedEncoding: 'Unsupported request encoding',
  badRequest: 'Bad request',
  methodNotAllowed: 'Method not allowed',
  headersTooLarge: 'Request headers are too large',
  timedOut: 'The request took too long to arrive',
  conflict: 'Another request changed this at the same moment. Please try again.',
  internal: 'Internal server error',
})

/** The input rules every area shares (app/utils/schema-fields.ts, ids.ts, clean-text.ts). */
export const inputMessages = defineMessages('input', {
  /** a zod check with no message of ours: the text is zod's own */
  invalid: 'Invalid input',
  notText: 'Must be text',
  textUnclean: 'Text contains characters that are not allowed',
  fieldUnclean: '{field} contains characters that are not allowed',
  tooLong: 'At most {max} characters',
  idFilter: '{name} must be a positive whole number',
  limitRange: 'limit must be a whole number from 1 to {max}',
  offsetRange: 'offset must be a whole number from 0',
})
