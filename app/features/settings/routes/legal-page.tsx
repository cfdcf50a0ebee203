import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { htmlLang } from '#app/i18n/language.ts'
import type { LegalPageText } from '#app/features/settings/legal-pages.ts'
import { PageShell } from '#app/ui/page-shell.tsx'

/**
 * Privacy and Terms: the stored (sanitised) HTML, or a 'not defined yet' message. An
 * English reader given the Greek text (no English version yet) is told so first.
 */
export function LegalPage({ title, text, emptyText }: { title: string; text: LegalPageText; emptyText: string }) {
  const t = useT()
  const { language } = useLanguage()
  const { html } = text
  return (
    <PageShell title={title}>
      {html.trim() ? (
        <>
          {text.language !== language ? (
            <p className="mb-6 rounded border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-700">
              {t('legal.greekOnly')}
            </p>
          ) : null}
          <div className="prose-article" lang={htmlLang(text.language)} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : (
        <p className="text-neutral-600">{emptyText}</p>
      )}
    </PageShell>
  )
}

/** A load error asks the reader to try again later. */
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
