import { toast, type ToastInput } from '#app/ui/use-toast.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { subscriptionMessages } from './subscription.messages.ts'

/**
 * What to tell the reader about a refused subscription (the server's
 * message, else the form's own text), in the reader's language: the invalid address by
 * its code (docs/decisions/005-error-codes.md); any other server text is English, so a
 * Greek reader gets the form's own text instead.
 */
async function refusalText(response: Response, language: Language, t: Translate): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null
  if (body?.code === subscriptionMessages.emailInvalid.code) return t('newsletter.emptyText')
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null
  return message && language === 'en' ? message : t('newsletter.failureText')
}

/**
 * The footer form's request: whether the server took the
 * address, and the toast that tells the reader. Loaded at the first submit, not with
 * the page (docs/decisions/016-first-load-javascript.md).
 */
export async function subscribe(
  address: string,
  language: Language,
  t: Translate,
): Promise<{ taken: boolean; toast: ToastInput }> {
  const response = await fetch('/api/public/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: address, language, page: window.location.pathname }),
  })
  if (!response.ok) {
    return {
      taken: false,
      toast: { title: t('newsletter.failureTitle'), description: await refusalText(response, language, t) },
    }
  }
  // confirmed opt-in: the subscription waits for the link of the mail just sent
  const { pending } = ((await response.json().catch(() => null)) ?? {}) as { pending?: boolean }
  return {
    taken: true,
    toast: pending
      ? { title: t('newsletter.confirmTitle'), description: t('newsletter.confirmText') }
      : { title: t('newsletter.successTitle'), description: t('newsletter.successText') },
  }
}

/**
 * Whether an address may be sent at all: one @ with text on both sides and no spaces.
 * A first check for the reader, so a slip is told at once and costs no request; the
 * server's rule (subscription.schema.ts) is stricter and decides.
 */
export function looksLikeAnAddress(address: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(address)
}

/**
 * The footer form's submit: an empty or malformed
 * address gives a destructive toast and no request; otherwise the request, and a toast
 * that tells its outcome. True when the address was taken (the form clears its field).
 */
export async function submitNewsletter(value: string, language: Language, t: Translate): Promise<boolean> {
  const address = value.trim()
  if (!looksLikeAnAddress(address)) {
    toast({ title: t('newsletter.emptyTitle'), description: t('newsletter.emptyText'), variant: 'destructive' })
    return false
  }
  try {
    const outcome = await subscribe(address, language, t)
    toast(outcome.toast)
    return outcome.taken
  } catch {
    // offline, or the server did not answer
    toast({ title: t('newsletter.failureTitle'), description: t('newsletter.failureText') })
    return false
  }
}
