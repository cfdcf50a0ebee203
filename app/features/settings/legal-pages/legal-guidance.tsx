import { ExternalLink, Info } from 'lucide-react'
import { useT } from '#app/i18n/i18n.tsx'

const LIVE_PAGES = ['/privacy', '/terms'] as const

/** Guidance for the legal pages: where they show, what markup is allowed, and legal advice. */
export function LegalGuidance() {
  const t = useT()
  return (
    <aside
      aria-label={t('admin.legal.guidanceTitle')}
      className="mb-6 rounded-lg border border-blue-200 bg-blue-50 p-5 text-sm text-blue-950"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <Info className="size-4" aria-hidden />
        {t('admin.legal.guidanceTitle')}
      </h2>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5">
        <li>{t('admin.legal.guidanceFooter')}</li>
        <li>{t('admin.legal.guidanceHtml')}</li>
        <li>{t('admin.legal.guidanceAdvice')}</li>
        <li>
          {t('admin.legal.guidanceLive')}{' '}
          {LIVE_PAGES.map((path, index) => (
            <span key={path}>
              {index > 0 ? ` ${t('admin.legal.and')} ` : null}
              <a
                href={path}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
              >
                {path}
                <ExternalLink className="size-3" aria-hidden />
                <span className="sr-only">{t('admin.legal.newTab')}</span>
              </a>
            </span>
          ))}
        </li>
      </ul>
    </aside>
  )
}
