import { CircleAlert, CircleCheck, LoaderCircle } from '#app/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { SiteLink } from '#app/ui/site-link.tsx'
import type { Route } from './+types/confirm-subscription'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { PageShell } from '#app/ui/page-shell.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['confirmSubscription'])]

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'confirmSubscription.title'),
    description: metaText(context, 'confirmSubscription.title'),
    path: '/subscribe/confirm',
    noindex: true,
  }))
  return { meta }
}

export const meta: Route.MetaFunction = loaderMeta

/**
 * Confirmed opt-in: the link of the confirmation mail lands here and the page posts the
 * signed address once, on load. A page, not a link that confirms by itself: mail
 * scanners that open links do not run it, so only the reader confirms.
 */
export default function ConfirmSubscription() {
  const t = useT()
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const token = params.get('token') ?? ''
  const [status, setStatus] = useState<'loading' | 'success' | 'error'>(email && token ? 'loading' : 'error')
  const sent = useRef(false)

  useEffect(() => {
    if (!email || !token || sent.current) return
    sent.current = true
    fetch('/api/public/subscriptions/confirm', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, token }),
    })
      .then((response) => setStatus(response.ok ? 'success' : 'error'))
      .catch(() => setStatus('error'))
  }, [email, token])

  return (
    <PageShell title={t('confirmSubscription.title')}>
      <div className="rounded-lg border border-neutral-200 p-6 text-center" aria-live="polite">
        {status === 'loading' ? (
          <p className="flex items-center justify-center gap-2 text-neutral-600">
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
            {t('confirmSubscription.loading')}
          </p>
        ) : status === 'success' ? (
          <div>
            <CircleCheck className="mx-auto size-10 text-green-600" aria-hidden />
            <p className="mt-3 text-xl font-semibold">{t('confirmSubscription.success')}</p>
            <p className="mt-2 text-neutral-600">{t('confirmSubscription.successText', { email })}</p>
          </div>
        ) : (
          <div role="alert">
            <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden />
            <p className="mt-3 text-xl font-semibold">{t('confirmSubscription.failed')}</p>
          </div>
        )}
        {status === 'loading' ? null : (
          <div className="mt-6 flex justify-center">
            <SiteLink to="/" className="rounded border border-neutral-300 px-4 py-2 font-semibold hover:bg-neutral-50">
              {t('common.backHome')}
            </SiteLink>
          </div>
        )}
      </div>
    </PageShell>
  )
}
