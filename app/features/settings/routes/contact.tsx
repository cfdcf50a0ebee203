import { Mail } from '#app/ui/icons.tsx'
import type { Route } from './+types/contact'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { usePublicSiteData } from '../site-data.ts'
import { PageShell } from '#app/ui/page-shell.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '../site-meta.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['contact'])]

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'contact.title'),
    description: metaText(context, 'contact.intro'),
    path: '/contact',
  }))
  return { meta }
}

export const meta: Route.MetaFunction = loaderMeta

export default function Contact() {
  const t = useT()
  const email = usePublicSiteData().settings.contactEmail.trim()
  return (
    <PageShell title={t('contact.title')}>
      <p className="text-lg text-neutral-700">{t('contact.intro')}</p>
      <div className="mt-8 flex items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-5">
        <Mail className="size-6 shrink-0 text-brand" aria-hidden />
        {email ? (
          <p>
            <span className="block text-sm text-neutral-500">{t('contact.emailLabel')}</span>
            <a href={`mailto:${email}`} className="text-lg font-semibold break-all text-brand hover:underline">
              {email}
            </a>
          </p>
        ) : (
          <p className="text-neutral-600">{t('contact.noEmail')}</p>
        )}
      </div>
    </PageShell>
  )
}
