import { data } from 'react-router'
import { SiteLink } from '#app/ui/site-link.tsx'
import type { Route } from './+types/not-found'
import { useT } from '#app/i18n/i18n.tsx'

/** Any path no other route claims: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  const t = useT()
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-neutral-600">{t('notFound.text')}</p>
      <SiteLink
        to="/"
        className="mt-8 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notFound.home')}
      </SiteLink>
    </main>
  )
}
