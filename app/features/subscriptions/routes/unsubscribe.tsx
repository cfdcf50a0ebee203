import { CircleAlert, CircleCheck, LoaderCircle } from '#app/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { SiteLink } from '#app/ui/site-link.tsx'
import type { Route } from './+types/unsubscribe'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { PageShell } from '#app/ui/page-shell.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['unsubscribe'])]

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'unsubscribe.title'),
    description: metaText(context, 'unsubscribe.title'),
    path: '/unsubscribe',
    noindex: true,
  }))
  return { meta }
}

export const meta: Route.MetaFunction = loaderMeta

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string }

/** Posts `{email, token}` from the link once, on load, and shows the outcome. */
export default function Unsubscribe() {
  const t = useT()
  const { language } = useLanguage()
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const token = params.get('token') ?? undefined
  const [state, setState] = useState<State>({ status: 'loading' })
  const sent = useRef(false)

  useEffect(() => {
    if (!email || sent.current) return
    sent.current = true
    fetch('/api/public/subscriptions/unsubscribe', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, token }),
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null
        const message = typeof body?.message === 'string' ? body.message : ''
        setState(response.ok ? { status: 'success', message } : { status: 'error', message })
      })
      .catch(() => setState({ status: 'error', message: '' }))
  }, [email, token])

  const current: State = email ? state : { status: 'error', message: t('unsubscribe.noEmail') }
  return (
    <PageShell title={t('unsubscribe.title')}>
      <div className="rounded-lg border border-neutral-200 p-6 text-center" aria-live="polite">
        {current.status === 'loading' ? (
          <p className="flex items-center justify-center gap-2 text-neutral-600">
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
            {t('unsubscribe.loading')}
          </p>
        ) : current.status === 'success' ? (
          <div>
            <CircleCheck className="mx-auto size-10 text-green-600" aria-hidden />
            <p className="mt-3 text-xl font-semibold">{t('unsubscribe.success')}</p>
            <p className="mt-2 text-neutral-600">{t('unsubscribe.successText', { email })}</p>
          </div>
        ) : (
          <div role="alert">
            <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden />
            <p className="mt-3 text-xl font-semibold">{email ? t('unsubscribe.failed') : t('unsubscribe.noEmail')}</p>
            {/* the server's reason is English text: a Greek page keeps to its own words */}
            {email && current.message && language === 'en' ? (
              <p className="mt-2 text-neutral-600">{current.message}</p>
            ) : null}
          </div>
        )}
        {current.status === 'loading' ? null : (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {current.status === 'error' && email ? (
              <button
                type="button"
                onClick={() => window.location.reload()}
                className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
              >
                {t('unsubscribe.tryAgain')}
              </button>
            ) : null}
            <SiteLink to="/" className="rounded border border-neutral-300 px-4 py-2 font-semibold hover:bg-neutral-50">
              {t('common.backHome')}
            </SiteLink>
          </div>
        )}
      </div>
    </PageShell>
  )
}
