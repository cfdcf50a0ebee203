import type { Route } from './+types/terms'
import { useT } from '#app/i18n/i18n.tsx'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { legalPageText } from '#app/modules/settings/legal-pages.ts'
import { getSiteSettings } from '#app/modules/settings/settings.server.ts'
import { LegalPage, LegalPageError } from './legal-page.tsx'
import { metaText, pageMeta, seoContext } from './seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return legalPageText(await getSiteSettings(), 'terms', getRequestLanguage(request))
}

export const meta: Route.MetaFunction = (args) => {
  const context = seoContext(args)
  return pageMeta(args, {
    title: metaText(context, 'terms.title'),
    description: args.loaderData?.html || metaText(context, 'terms.empty'),
    path: '/terms',
  })
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return <LegalPage title={t('terms.title')} text={loaderData} emptyText={t('terms.empty')} />
}

export function ErrorBoundary() {
  const t = useT()
  return <LegalPageError title={t('terms.title')} />
}
