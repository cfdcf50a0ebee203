import { useState, type FormEvent } from 'react'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'

/**
 * The footer's newsletter form: an empty or malformed
 * address gives a destructive toast and no request; success clears the field.
 */
export function NewsletterForm() {
  const t = useT()
  const hydrated = useHydrated()
  const { language } = useLanguage()
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const busy = input.value.trim() !== ''
    if (busy) setPending(true)
    try {
      // what a submit does (the check, the request, the toasts) comes with the first one
      const { submitNewsletter } = await import('./newsletter-subscribe.ts')
      if (await submitNewsletter(input.value, language, t)) input.value = ''
    } catch {
      // its code did not come (offline): say so as the request's failure would
      const { toast } = await import('#app/ui/use-toast.ts').catch(() => ({ toast: null }))
      toast?.({ title: t('newsletter.failureTitle'), description: t('newsletter.failureText') })
    } finally {
      if (busy) setPending(false)
    }
  }

  return (
    // noValidate: the browser's own bubble would speak the browser's language, not the page's
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="newsletter-title"
      className="newsletter"
    >
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
          placeholder={t('newsletter.placeholder')}
        />
        <button
          type="submit"
          // before the script runs, a native submit would put the address in the page's URL
          disabled={pending || !hydrated}
        >
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}
