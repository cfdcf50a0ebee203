import type { Route } from './+types/privacy'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { legalPageText } from '#app/features/settings/legal-pages.ts'
import { getSiteSettings } from '#app/features/settings/settings.server.ts'
import { LegalPage, LegalPageError } from './legal-page.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '../site-meta.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['privacy', 'legal'])]

export async function loader({ request }: Route.LoaderArgs) {
  const text = legalPageText(await getSiteSettings(), 'privacy', getRequestLanguage(request))
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'privacy.title'),
    description: text.html || metaText(context, 'privacy.empty'),
    path: '/privacy',
  }))
  return { ...text, meta }
}

export const meta: Route.MetaFunction = loaderMeta

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return <LegalPage title={t('privacy.title')} text={loaderData} emptyText={t('privacy.empty')} />
}

export function ErrorBoundary() {
  const t = useT()
  return <LegalPageError title={t('privacy.title')} />
}
