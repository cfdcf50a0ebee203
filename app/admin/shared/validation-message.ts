import type { Translate } from '#app/i18n/i18n.tsx'
import { adminEn } from '#app/i18n/admin-en.ts'
import type { TranslationKey } from '#app/i18n/en.ts'

/** Texts that the shared schemas or the API send in English and we also know in Greek. */
const MESSAGE_KEY_PREFIXES = ['admin.validation.', 'admin.server.']
const MESSAGE_KEYS: TranslationKey[] = ['admin.login.invalidCredentials', 'admin.verify.invalidCode']

const KEY_BY_MESSAGE = new Map<string, TranslationKey>(
  (Object.entries(adminEn) as [TranslationKey, string][])
    .filter(([key]) => MESSAGE_KEYS.includes(key) || MESSAGE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .map(([key, text]) => [text, key]),
)

/** A schema's or the API's message in the chosen language; unknown messages stay as they are. */
export function localizeMessage(t: Translate, message: string): string
export function localizeMessage(t: Translate, message: string | undefined): string | undefined
export function localizeMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message
  const key = KEY_BY_MESSAGE.get(message)
  return key ? t(key) : message
}
