import { toast } from '#app/ui/use-toast.ts'
import { translate } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import type { MessageParams } from '#app/utils/messages.ts'
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '#app/utils/constants.ts'

/**
 * The browser's way to the JSON API: same-origin cookies,
 * JSON bodies, and one error shape for every non-OK answer.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The calls of the sign-in flow answer 401 for wrong credentials: that is not a lost session. */
const SIGN_IN_CALLS = [
  '/api/admin/login',
  '/api/admin/verify-code',
  '/api/admin/change-temp-password',
  '/api/admin/logout',
]
export const UNAUTHORIZED_REDIRECT_URL = '/api/login'

/** What an error answer says besides its message (docs/decisions/005-error-codes.md). */
export interface ApiErrorCodes {
  /** the message's stable key, which the admin translates */
  code?: string | null
  params?: MessageParams
  /** per-field codes of a 400 (`fieldCodes: {field: code}`) and their parameters */
  fieldCodes?: Record<string, string>
  fieldParams?: Record<string, MessageParams>
}

export class ApiError extends Error {
  readonly status: number
  /** the server's own message, when its body was JSON with a `message` */
  readonly serverMessage: string | null
  /** per-field messages of a 400 (`errors: {field: message}`) */
  readonly fieldErrors: Record<string, string>
  readonly code: string | null
  readonly params: MessageParams | undefined
  readonly fieldCodes: Record<string, string>
  readonly fieldParams: Record<string, MessageParams>

  constructor(
    status: number,
    message: string,
    serverMessage: string | null,
    fieldErrors: Record<string, string>,
    codes: ApiErrorCodes = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = serverMessage
    this.fieldErrors = fieldErrors
    this.code = codes.code ?? null
    this.params = codes.params
    this.fieldCodes = codes.fieldCodes ?? {}
    this.fieldParams = codes.fieldParams ?? {}
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error) && error.status === 401
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** A text's parameters: the string and number entries of an object. */
function paramsOf(value: unknown): MessageParams | undefined {
  if (!value || typeof value !== 'object') return undefined
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  )
}

/**
 * The body text (or the status text when empty); a JSON `message`
 * is shown as is, otherwise "{status}: {body}".
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')) || response.statusText
  const body = parseJson(text)
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const errors = 'errors' in body ? stringRecord(body.errors) : {}
    return new ApiError(response.status, body.message, body.message, errors, {
      code: 'code' in body && typeof body.code === 'string' ? body.code : null,
      params: 'params' in body ? paramsOf(body.params) : undefined,
      fieldCodes: 'fieldCodes' in body ? stringRecord(body.fieldCodes) : {},
      fieldParams:
        'fieldParams' in body && body.fieldParams && typeof body.fieldParams === 'object'
          ? Object.fromEntries(Object.entries(body.fieldParams).map(([field, p]) => [field, paramsOf(p) ?? {}]))
          : {},
    })
  }
  return new ApiError(response.status, `${response.status}: ${text}`, null, {})
}

/** The chosen language, read where the language provider writes it. */
function documentLanguage(): Language {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'gr'
}

let redirecting = false

/** Unauthorized: tell the user, then go through /api/login after 500 ms. */
export function handleUnauthorized(): void {
  if (redirecting || typeof window === 'undefined') return
  redirecting = true
  const language = documentLanguage()
  toast({
    title: translate(language, 'admin.unauthorized.title'),
    description: translate(language, 'admin.unauthorized.description'),
    variant: 'destructive',
  })
  setTimeout(() => {
    window.location.href = UNAUTHORIZED_REDIRECT_URL
  }, UNAUTHORIZED_REDIRECT_DELAY_MS)
}

function isAdminCall(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return path.startsWith('/api/admin/') && !SIGN_IN_CALLS.includes(path)
}

async function send(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (response.ok) return response
  if (response.status === 401 && isAdminCall(url)) handleUnauthorized()
  throw await errorFromResponse(response)
}

/**
 * One call; resolves to the parsed JSON body (null when the body is empty or not
 * JSON: an unparseable success still counts as success), rejects with an ApiError.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await send(method, url, body)
  const text = await response.text().catch(() => '')
  return (text === '' ? null : (parseJson(text) ?? null)) as T
}
