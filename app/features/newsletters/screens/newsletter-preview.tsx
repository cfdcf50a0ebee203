import { useState } from 'react'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { usePreview } from './use-newsletters.ts'

const WIDTHS = { desktop: 640, phone: 375 } as const
type Width = keyof typeof WIDTHS
/** The language toggle names each language in itself, as language switchers do. */
const LANGUAGE_NAMES: Record<Language, string> = { gr: 'Ελληνικά', en: 'English' }

function Toggle<V extends string>({
  label,
  options,
  value,
  onChange,
  languageSwitcher = false,
}: {
  label: string
  /** names each language in itself: marked as language switchers are (ADR 011) */
  languageSwitcher?: boolean
  options: { value: V; text: string; lang?: string }[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-language-switcher={languageSwitcher || undefined}
      className="inline-flex rounded-md border border-neutral-200 p-0.5"
    >
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          lang={option.lang}
          variant={option.value === value ? 'default' : 'ghost'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </Button>
      ))}
    </div>
  )
}

/** The saved issue as a subscriber receives it (the preview call), in either language and width. */
export function NewsletterPreview({ id, version }: { id: number; version: string }) {
  const t = useT()
  const [language, setLanguage] = useState<Language>('gr')
  const [width, setWidth] = useState<Width>('desktop')
  const preview = usePreview(id, language, version)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.newsletters.preview.title')}</CardTitle>
        <CardDescription>{t('admin.newsletters.preview.hint')}</CardDescription>
        <div className="flex flex-wrap gap-3 pt-2">
          <Toggle
            label={t('admin.newsletters.preview.language')}
            languageSwitcher
            value={language}
            onChange={setLanguage}
            options={[
              { value: 'gr', text: LANGUAGE_NAMES.gr, lang: 'el' },
              { value: 'en', text: LANGUAGE_NAMES.en, lang: 'en' },
            ]}
          />
          <Toggle
            label={t('admin.newsletters.preview.width')}
            value={width}
            onChange={setWidth}
            options={[
              { value: 'desktop', text: t('admin.newsletters.preview.desktop') },
              { value: 'phone', text: t('admin.newsletters.preview.phone') },
            ]}
          />
        </div>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {preview.isError ? (
          <QueryError
            title={t('admin.newsletters.preview.failed')}
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : preview.data ? (
          <div className="mx-auto grid gap-2" style={{ width: WIDTHS[width], maxWidth: '100%' }}>
            <p className="text-sm font-medium" data-testid="newsletter-preview-subject" data-content>
              {preview.data.subject}
            </p>
            <iframe
              title={t('admin.newsletters.preview.frame')}
              srcDoc={preview.data.html}
              sandbox=""
              data-width={width}
              className="h-[720px] w-full rounded-md border border-neutral-200 bg-white"
              style={{ width: WIDTHS[width] }}
            />
          </div>
        ) : (
          <Skeleton className="h-[720px] w-full" />
        )}
      </CardContent>
    </Card>
  )
}
