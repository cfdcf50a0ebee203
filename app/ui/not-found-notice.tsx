import { SiteLink } from './site-link.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/** A public page that is not there (its title, its text and a way back home; sent with HTTP 404). */
export function NotFoundNotice({ title, text }: { title: string; text: string }) {
  const t = useT()
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-neutral-600">{text}</p>
      <SiteLink
        to="/"
        className="mt-8 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('common.backHome')}
      </SiteLink>
    </main>
  )
}
