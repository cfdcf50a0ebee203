import { useDeferredValue } from 'react'
import { useT } from '#app/i18n/i18n.tsx'

/** Enough style for an unsaved draft to read like the page (the frame has none of ours). */
const FRAME_STYLE =
  'body{margin:16px;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#262626}' +
  'h1,h2,h3{font-family:Georgia,"Noto Serif",serif;line-height:1.25}a{color:#b91c1c}img{max-width:100%;height:auto}'

export function draftDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`
}

/**
 * How a legal page will read. The saved text is the server's sanitised HTML and is
 * rendered as the public page renders it. An unsaved draft has not been sanitised, so
 * it is only ever shown inside a sandboxed frame (no scripts, no same origin).
 */
export function LegalPreview({ label, draft, saved }: { label: string; draft: string; saved: string }) {
  const t = useT()
  const shown = useDeferredValue(draft)
  const unsaved = shown !== saved
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-neutral-700">{t('admin.legal.preview')}</h3>
        <span className={unsaved ? 'text-xs text-amber-700' : 'text-xs text-green-700'}>
          {unsaved ? t('admin.legal.previewUnsaved') : t('admin.legal.previewSaved')}
        </span>
      </div>
      {shown.trim() === '' ? (
        <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-500">
          {t('admin.legal.previewEmpty')}
        </p>
      ) : unsaved ? (
        <iframe
          title={label}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={draftDocument(shown)}
          className="h-96 w-full rounded-md border border-neutral-200 bg-white"
        />
      ) : (
        <div
          className="prose-article max-h-96 overflow-y-auto rounded-md border border-neutral-200 bg-white p-4 !text-base"
          // the server's sanitised HTML, exactly as /privacy and /terms render it
          dangerouslySetInnerHTML={{ __html: saved }}
        />
      )}
    </section>
  )
}
