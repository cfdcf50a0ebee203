import { clsx } from 'clsx'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { fieldText } from '#app/ui/admin/feedback.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { htmlLang, LANGUAGE_CODES, type Language } from '#app/i18n/language.ts'
import { LEGAL_PAGES, type LegalPageName } from '#app/features/settings/legal-pages.ts'
import type { LegalPagesSchema } from '#app/features/settings/settings.schema.ts'
import type { SiteSettings } from '#app/features/settings/settings.types.ts'
import { LegalPreview } from './legal-preview.tsx'

export type LegalPagesForm = UseFormReturn<z.input<typeof LegalPagesSchema>, unknown, z.output<typeof LegalPagesSchema>>

const PAGE_TEXTS = {
  privacy: { label: 'admin.legal.privacy', id: 'privacy-policy' },
  terms: { label: 'admin.legal.terms', id: 'terms-of-use' },
} as const

const TAB_LABELS = { gr: 'admin.legal.tabGreek', en: 'admin.legal.tabEnglish' } as const

/**
 * One legal page's area: a language tab (Greek, English) over its HTML box and
 * preview. The English text, optional, is what readers of the English site see
 * instead of the Greek one.
 */
export function LegalPageCard({
  page,
  form,
  settings,
  language,
  onLanguage,
}: {
  page: LegalPageName
  form: LegalPagesForm
  settings: SiteSettings
  language: Language
  onLanguage: (language: Language) => void
}) {
  const t = useT()
  const { label, id } = PAGE_TEXTS[page]
  const pageName = t(label)
  const field = LEGAL_PAGES[page][language]
  const { errors } = form.formState
  const draft = form.watch(field) ?? ''
  const tabId = (code: Language) => `${id}-tab-${code}`
  const panelId = `${id}-panel`
  return (
    <Card>
      <CardHeader>
        <CardTitle>{pageName}</CardTitle>
        <div role="tablist" aria-label={t('admin.legal.languages', { page: pageName })} className="flex gap-1 pt-2">
          {LANGUAGE_CODES.map((code) => {
            const hasError = Boolean(errors[LEGAL_PAGES[page][code]])
            return (
              <button
                key={code}
                type="button"
                role="tab"
                id={tabId(code)}
                aria-selected={language === code}
                aria-controls={panelId}
                tabIndex={language === code ? 0 : -1}
                onClick={() => onLanguage(code)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
                  const other = code === 'gr' ? 'en' : 'gr'
                  onLanguage(other)
                  document.getElementById(tabId(other))?.focus()
                }}
                className={clsx(
                  'rounded-md border px-3 py-1.5 text-sm font-medium',
                  language === code
                    ? 'border-neutral-900 bg-neutral-900 text-white'
                    : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100',
                  hasError && 'ring-2 ring-red-500',
                )}
              >
                {t(TAB_LABELS[code])}
                {hasError ? <span className="sr-only"> {t('admin.legal.tabHasError')}</span> : null}
              </button>
            )
          })}
        </div>
      </CardHeader>
      <CardContent role="tabpanel" id={panelId} aria-labelledby={tabId(language)} className="grid gap-6 xl:grid-cols-2">
        <FormField
          // a box per language, so each keeps its own state
          key={field}
          id={`${id}-${language}`}
          label={
            language === 'en'
              ? t('admin.legal.htmlLabelEn', { page: pageName })
              : t('admin.legal.htmlLabel', { page: pageName })
          }
          hint={language === 'en' ? t('admin.legal.htmlHintEn') : t('admin.legal.htmlHint')}
          error={fieldText(t, errors[field]?.message)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register(field)}
              lang={htmlLang(language)}
              rows={16}
              spellCheck={false}
              className="min-h-72 font-mono text-sm md:text-sm"
            />
          )}
        </FormField>
        <LegalPreview
          key={`preview-${field}`}
          label={t('admin.legal.previewOf', { page: pageName })}
          draft={draft}
          saved={settings[field]}
        />
      </CardContent>
    </Card>
  )
}
