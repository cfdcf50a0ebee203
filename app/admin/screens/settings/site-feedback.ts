import { toast } from '#app/components/ui/use-toast.ts'
import { adminSiteEn } from '#app/i18n/admin-site-en.ts'
import type { TranslationKey } from '#app/i18n/en.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { isApiError, isUnauthorizedError } from '#app/admin/api/api-client.ts'
import { localizeMessage } from '#app/admin/shared/validation-message.ts'

/**
 * Texts that the settings schemas or the site-screen APIs send in English, word for
 * word under `admin.site.message.*`, so the Greek admin can show them in Greek.
 */
const MESSAGE_PREFIX = 'admin.site.message.'
const KEY_BY_MESSAGE = new Map<string, TranslationKey>(
  (Object.entries(adminSiteEn) as [TranslationKey, string][])
    .filter(([key]) => key.startsWith(MESSAGE_PREFIX))
    .map(([key, text]) => [text, key]),
)

/** A message in the chosen language when we know it; unknown messages stay as they are. */
export function localizeSiteMessage(t: Translate, message: string): string
export function localizeSiteMessage(t: Translate, message: string | undefined): string | undefined
export function localizeSiteMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message
  const key = KEY_BY_MESSAGE.get(message)
  return key ? t(key) : localizeMessage(t, message)
}

/** The API's own reason for a failure, in the chosen language when we know it. */
export function siteServerReason(t: Translate, error: unknown): string | null {
  return isApiError(error) && error.serverMessage ? localizeSiteMessage(t, error.serverMessage) : null
}

/**
 * A failed action (SPEC.md section 8): the screen's failure text, followed by the
 * server's reason when it gave one (the users screen's toastFailure, with the site
 * screens' messages known in Greek too). A lost session was already reported.
 */
export function toastSiteFailure(t: Translate, key: TranslationKey, error: unknown): void {
  if (isUnauthorizedError(error)) return
  const reason = siteServerReason(t, error)
  toast({
    variant: 'destructive',
    title: t('admin.common.error'),
    description: reason && reason !== t(key) ? `${t(key)} ${reason}` : t(key),
  })
}

/** A check that failed before any call: "Title: text" of SPEC.md as a toast's title and text. */
export function toastRule(
  t: Translate,
  title: TranslationKey,
  description: TranslationKey,
  params?: Record<string, string | number>,
): void {
  toast({ variant: 'destructive', title: t(title), description: t(description, params) })
}
