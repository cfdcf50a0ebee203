import { toast } from '#app/ui/use-toast.ts'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { messageOfText, type MessageParams } from '#app/utils/messages.ts'
import { isApiError, isUnauthorizedError } from './api-client.ts'

/**
 * The admin's one way to tell the user what happened, in their
 * language: the server's errors by their code (docs/decisions/005-error-codes.md; the
 * texts are `admin.error.<code>` in each feature's texts.{en,gr}.ts), the forms' schema
 * messages by the catalogue they come from, and the toasts.
 */

/** The admin's text for a message code; undefined when the dictionaries lack it. */
function codeText(t: Translate, code: string, params?: MessageParams): string | undefined {
  const key = `admin.error.${code}` as TranslationKey
  const text = t(key, params)
  return text === key ? undefined : text
}

/** The server's reason for a failed call in the user's language; null when it gave none. */
export function errorText(t: Translate, error: unknown): string | null {
  if (!isApiError(error) || !error.serverMessage) return null
  return (error.code ? codeText(t, error.code, error.params) : undefined) ?? error.serverMessage
}

/** A schema's message (the forms parse with the server's own schemas) in the user's language. */
export function fieldText(t: Translate, message: string): string
export function fieldText(t: Translate, message: string | undefined): string | undefined
export function fieldText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message
  const known = messageOfText(message)
  return (known ? codeText(t, known.code, known.params) : undefined) ?? message
}

/**
 * The per-field errors of a failed call in the user's language, for react-hook-form's
 * setError; a 409 (the e-mail is taken) goes on the e-mail field.
 */
export function serverFieldErrors<F extends string>(t: Translate, error: unknown, fields: readonly F[]): [F, string][] {
  if (!isApiError(error)) return []
  const found = fields.flatMap((field): [F, string][] => {
    const message = error.fieldErrors[field]
    if (!message) return []
    const code = error.fieldCodes[field]
    return [[field, (code ? codeText(t, code, error.fieldParams[field]) : undefined) ?? message]]
  })
  const emailField = fields.find((field) => field === 'email')
  const reason = errorText(t, error)
  if (error.status === 409 && reason && emailField && !found.some(([field]) => field === emailField)) {
    found.push([emailField, reason])
  }
  return found
}

export function toastSuccess(t: Translate, key: TranslationKey): void {
  toast({ title: t('admin.common.success'), description: t(key) })
}

/**
 * A failed action: 'Error', the screen's failure text and the
 * server's reason in the user's language when it gave one. A lost session was already
 * reported by the API client.
 */
export function toastFailure(t: Translate, key: TranslationKey, error: unknown): void {
  if (isUnauthorizedError(error)) return
  const reason = errorText(t, error)
  toast({
    variant: 'destructive',
    title: t('admin.common.error'),
    description: reason && reason !== t(key) ? `${t(key)} ${reason}` : t(key),
  })
}

/** A check that failed before any call: "Title: text" as a toast's title and text. */
export function toastRule(
  t: Translate,
  title: TranslationKey,
  description: TranslationKey,
  params?: Record<string, string | number>,
): void {
  toast({ variant: 'destructive', title: t(title), description: t(description, params) })
}
