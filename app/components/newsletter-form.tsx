import { useState, type FormEvent } from 'react'
import { toast } from '#app/components/ui/use-toast.ts'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { useLanguage, useT, type Translate } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { subscriptionMessages } from '#app/modules/subscriptions/subscription.messages.ts'

/**
 * What to tell the reader about a refused subscription (SPEC.md section 8: the server's
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
 * The footer's newsletter form (SPEC.md sections 4, 5, 8): an empty address gives a
 * destructive toast and no request; success clears the field.
 */
export function NewsletterForm() {
  const t = useT()
  const hydrated = useHydrated()
  const { language } = useLanguage()
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (address === '') {
      toast({ title: t('newsletter.emptyTitle'), description: t('newsletter.emptyText'), variant: 'destructive' })
      return
    }
    setPending(true)
    try {
      const response = await fetch('/api/public/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, language, page: window.location.pathname }),
      })
      if (response.ok) {
        // confirmed opt-in: the subscription waits for the link of the mail just sent
        const { pending: awaitsConfirmation } = ((await response.json().catch(() => null)) ?? {}) as {
          pending?: boolean
        }
        toast(
          awaitsConfirmation
            ? { title: t('newsletter.confirmTitle'), description: t('newsletter.confirmText') }
            : { title: t('newsletter.successTitle'), description: t('newsletter.successText') },
        )
        setEmail('')
      } else {
        toast({ title: t('newsletter.failureTitle'), description: await refusalText(response, language, t) })
      }
    } catch {
      // offline, or the server did not answer
      toast({ title: t('newsletter.failureTitle'), description: t('newsletter.failureText') })
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby="newsletter-title">
      <p id="newsletter-title" className="text-sm font-semibold text-white">
        {t('newsletter.title')}
      </p>
      <p className="mt-1 text-sm text-neutral-400">{t('newsletter.text')}</p>
      <div className="mt-3 flex max-w-md gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.placeholder')}
          className="min-w-0 flex-1 rounded border border-neutral-700 bg-neutral-800 px-3 py-2 text-base text-white placeholder:text-neutral-400 focus:border-white focus:ring-2 focus:ring-white/30 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          // before the script runs, a native submit would put the address in the page's URL
          disabled={pending || !hydrated}
          className="shrink-0 rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}
