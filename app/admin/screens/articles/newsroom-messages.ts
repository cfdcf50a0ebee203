import { toast } from '#app/components/ui/use-toast.ts'
import { adminNewsroomEn } from '#app/i18n/admin-newsroom-en.ts'
import type { TranslationKey } from '#app/i18n/en.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { isApiError, isUnauthorizedError } from '#app/admin/api/api-client.ts'
import { localizeMessage } from '#app/admin/shared/validation-message.ts'

/**
 * The newsroom's shared schemas (articles, categories, tags) and its API answer in
 * English; these are the messages we also know in Greek. Others fall through to the
 * admin's own list (users, sign-in) and otherwise stay as they came.
 */
const MESSAGE_KEY_PREFIXES = ['admin.newsroom.validation.', 'admin.newsroom.server.']

const KEY_BY_MESSAGE = new Map<string, TranslationKey>(
  (Object.entries(adminNewsroomEn) as [TranslationKey, string][])
    .filter(([key]) => MESSAGE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .map(([key, text]) => [text, key]),
)

export function localizeNewsroomMessage(t: Translate, message: string): string
export function localizeNewsroomMessage(t: Translate, message: string | undefined): string | undefined
export function localizeNewsroomMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message
  const key = KEY_BY_MESSAGE.get(message)
  return key ? t(key) : localizeMessage(t, message)
}

/** The API's own reason for a failure, in the chosen language when we know it; null otherwise. */
export function newsroomReason(t: Translate, error: unknown): string | null {
  return isApiError(error) && error.serverMessage ? localizeNewsroomMessage(t, error.serverMessage) : null
}

/**
 * A failed newsroom action (SPEC.md section 8): 'Error', the screen's failure text and the
 * server's reason when it gave one. A lost session was already reported by the API client.
 */
export function toastNewsroomFailure(t: Translate, key: TranslationKey, error: unknown): void {
  if (isUnauthorizedError(error)) return
  const reason = newsroomReason(t, error)
  toast({
    variant: 'destructive',
    title: t('admin.common.error'),
    description: reason ? `${t(key)} ${reason}` : t(key),
  })
}
