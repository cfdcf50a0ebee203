/**
 * The errors services throw. One middleware maps them to `{message}` with the
 * status below; anything else becomes 500 'Internal server error' (CONTRACT.md).
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

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export class AppError extends Error {
  readonly code: AppErrorCode
  /** field → message, for form errors */
  readonly fields: Record<string, string> | undefined

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
