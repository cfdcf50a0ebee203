import type { Route } from './+types/terms'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { legalPageText } from '#app/features/settings/legal-pages.ts'
import { getSiteSettings } from '#app/features/settings/settings.server.ts'
import { LegalPage, LegalPageError } from './legal-page.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '../site-meta.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['terms', 'legal'])]

export async function loader({ request }: Route.LoaderArgs) {
  const text = legalPageText(await getSiteSettings(), 'terms', getRequestLanguage(request))
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'terms.title'),
    description: text.html || metaText(context, 'terms.empty'),
    path: '/terms',
  }))
  return { ...text, meta }
}

export const meta: Route.MetaFunction = loaderMeta

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return <LegalPage title={t('terms.title')} text={loaderData} emptyText={t('terms.empty')} />
}

export function ErrorBoundary() {
  const t = useT()
  return <LegalPageError title={t('terms.title')} />
}
