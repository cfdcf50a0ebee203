import { toast } from '#app/components/ui/use-toast.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/en.ts'
import { isApiError, isUnauthorizedError } from '#app/admin/api/api-client.ts'
import { localizeMessage } from './validation-message.ts'

/** The API's own reason for a failure, in the chosen language when we know it; null otherwise. */
export function serverReason(t: Translate, error: unknown): string | null {
  return isApiError(error) && error.serverMessage ? localizeMessage(t, error.serverMessage) : null
}

export function toastSuccess(t: Translate, key: TranslationKey): void {
  toast({ title: t('admin.common.success'), description: t(key) })
}

/**
 * A failed admin action (SPEC.md section 8): the screen's failure text, followed by the
 * server's reason when it gave one. A lost session was already reported by the API client.
 */
export function toastFailure(t: Translate, key: TranslationKey, error: unknown): void {
  if (isUnauthorizedError(error)) return
  const reason = serverReason(t, error)
  toast({
    variant: 'destructive',
    title: t('admin.common.error'),
    description: reason ? `${t(key)} ${reason}` : t(key),
  })
}
