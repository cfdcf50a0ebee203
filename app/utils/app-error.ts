import { resolveMessage, type CatalogueMessage, type MessageParams, type ResolvedMessage } from './messages.ts'

/**
 * The errors services throw. One middleware maps them to `{message, code}` with the
 * status below; anything else becomes 500 'Internal server error'.
 * The message comes from an area's catalogue (app/utils/messages.ts), never as
 * loose text, so every error the API sends has a code the screens translate.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const

export type AppErrorKind = keyof typeof APP_ERROR_STATUS

export class AppError extends Error {
  readonly kind: AppErrorKind
  /** the message's stable key (`article.notFound`) */
  readonly code: string
  readonly params: MessageParams | undefined
  /** field → message, for form errors */
  readonly fields: Record<string, ResolvedMessage> | undefined

  constructor(
    kind: AppErrorKind,
    message: CatalogueMessage | ResolvedMessage,
    options: { params?: MessageParams; fields?: Record<string, ResolvedMessage> } = {},
  ) {
    const resolved = 'text' in message ? resolveMessage(message, options.params) : message
    super(resolved.message)
    this.name = 'AppError'
    this.kind = kind
    this.code = resolved.code
    this.params = resolved.params
    this.fields = options.fields
  }

  get status(): number {
    return APP_ERROR_STATUS[this.kind]
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** A 400 whose message is one field's: `{message, code, errors: {field: message}}`. */
export function fieldError(field: string, message: CatalogueMessage, params?: MessageParams): AppError {
  const resolved = resolveMessage(message, params)
  return new AppError('BAD_REQUEST', resolved, { fields: { [field]: resolved } })
}
