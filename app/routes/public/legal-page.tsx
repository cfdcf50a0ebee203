import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { PageShell } from './page-shell.tsx'

/** Privacy and Terms: the stored (sanitised) HTML, or a 'not defined yet' message. */
export function LegalPage({ title, html, emptyText }: { title: string; html: string; emptyText: string }) {
  return (
    <PageShell title={title}>
      {html.trim() ? (
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-neutral-600">{emptyText}</p>
      )}
    </PageShell>
  )
}

/** SPEC.md: a load error asks the reader to try again later. */
export function LegalPageError({ title }: { title: string }) {
  const t = useT()
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <PageShell title={title}>
      <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
        {t('common.pageLoadError')}
      </p>
    </PageShell>
  )
}
