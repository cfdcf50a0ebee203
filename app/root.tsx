import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { ShouldRevalidateFunction } from 'react-router'
import type { ReactNode } from 'react'
import type { Route } from './+types/root'
import { isDataRequest, useDocumentHydrated } from '#app/ui/island.tsx'
import { useSiteLinkNavigation } from '#app/ui/site-link.tsx'
import { ToasterOnDemand } from '#app/ui/toaster-on-demand.tsx'
import { LanguageOfAddressScript, LanguageProvider, useLanguage, useT } from './i18n/i18n.tsx'
import { htmlLang } from './i18n/language.ts'
import { getRequestLanguage } from './i18n/language.server.ts'
import { pageTextsContext, publicTextsJson } from './i18n/public-texts.server.ts'
import stylesheet from './styles/tailwind.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

/**
 * The reader's language and the texts of the page at this address, as its route's
 * middleware says (pageTexts; the public pages' JavaScript carries no dictionary,
 * docs/decisions/013-what-a-page-sends.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = getRequestLanguage(request)
  return { language, texts: publicTextsJson(language, context.get(pageTextsContext), !isDataRequest(request)) }
}

/** Another page may show other texts: run the loader again when the address changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname

function Document({ children }: { children: ReactNode }) {
  const { language } = useLanguage()
  return (
    <html lang={htmlLang(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <LanguageOfAddressScript />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToasterOnDemand />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  useSiteLinkNavigation()
  useDocumentHydrated()
  return (
    <LanguageProvider language={data?.language ?? 'gr'} texts={data?.texts}>
      <Document>{children}</Document>
    </LanguageProvider>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-bold">{status === 404 ? t('notFound.title') : t('error.title')}</h1>
      <p className="mt-4 text-neutral-600">{status === 404 ? t('notFound.text') : t('error.text')}</p>
      <a href="/" className="mt-8 inline-block rounded bg-brand px-4 py-2 font-semibold text-white">
        {t('notFound.home')}
      </a>
    </main>
  )
}
