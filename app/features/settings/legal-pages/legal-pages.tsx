import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { LANGUAGE_CODES, type Language } from '#app/i18n/language.ts'
import { LEGAL_PAGES, type LegalPageName } from '#app/features/settings/legal-pages.ts'
import { Card } from '#app/ui/admin/card.tsx'
import { LegalPagesSchema } from '#app/features/settings/settings.schema.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import type { SiteSettings } from '#app/features/settings/settings.types.ts'
import { useSaveSettings, useSiteSettings } from '../screens/use-site-settings.ts'
import { LegalGuidance } from './legal-guidance.tsx'
import { LegalPageCard } from './legal-page-card.tsx'

type FormValues = z.input<typeof LegalPagesSchema>
type LegalPages = z.output<typeof LegalPagesSchema>
const PAGES = ['privacy', 'terms'] as const satisfies LegalPageName[]

/** The legal pages screen, for super_admins. */
export function LegalPages() {
  const t = useT()
  const settings = useSiteSettings()
  return (
    <>
      <PageHeader title={t('admin.legal.title')} subtitle={t('admin.legal.subtitle')} />
      <LegalGuidance />
      {settings.isError ? (
        <QueryError
          title={t('admin.legal.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <LegalPagesForm settings={settings.data} />
      ) : (
        <Card aria-busy="true" aria-label={t('admin.common.loading')} className="grid gap-4 p-5">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </Card>
      )}
    </>
  )
}

/** The four texts as stored: the server's sanitised HTML. */
const storedTexts = (settings: SiteSettings): FormValues => ({
  privacyPolicy: settings.privacyPolicy,
  termsOfUse: settings.termsOfUse,
  privacyPolicyEn: settings.privacyPolicyEn,
  termsOfUseEn: settings.termsOfUseEn,
})

function LegalPagesForm({ settings }: { settings: SiteSettings }) {
  const t = useT()
  const form = useForm<FormValues, unknown, LegalPages>({
    resolver: zodResolver(LegalPagesSchema),
    defaultValues: storedTexts(settings),
  })
  const [tabs, setTabs] = useState<Record<LegalPageName, Language>>({ privacy: 'gr', terms: 'gr' })
  const save = useSaveSettings<LegalPages>({ success: 'admin.legal.updated', failure: 'admin.legal.updateFailed' })
  const { isDirty } = form.formState

  // after a save the boxes show what was stored: the server's sanitised HTML
  const submit = form.handleSubmit(
    (input) => save.mutate(input, { onSuccess: (saved) => form.reset(storedTexts(saved)) }),
    // a refused text on a hidden tab: that tab comes forward
    (errors) => {
      for (const page of PAGES) {
        const wrong = LANGUAGE_CODES.filter((code) => errors[LEGAL_PAGES[page][code]])
        if (wrong.length > 0 && !wrong.includes(tabs[page])) setTabs((now) => ({ ...now, [page]: wrong[0] }))
      }
    },
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      {PAGES.map((page) => (
        <LegalPageCard
          key={page}
          page={page}
          form={form}
          settings={settings}
          language={tabs[page]}
          onLanguage={(language) => setTabs((now) => ({ ...now, [page]: language }))}
        />
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-neutral-200 bg-neutral-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <Button variant="outline" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
          {t('admin.legal.discard')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.legal.saving') : t('admin.legal.save')}
        </Button>
      </div>
    </form>
  )
}
