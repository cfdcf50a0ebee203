import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/admin/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/admin/ui/card.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'
import { Textarea } from '#app/admin/ui/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { LegalPagesSchema } from '#app/modules/settings/settings.schema.ts'
import { FormField } from '#app/admin/shared/form-field.tsx'
import { PageHeader } from '#app/admin/shared/page-header.tsx'
import { QueryError } from '#app/admin/shared/query-error.tsx'
import type { SiteSettings } from '#app/modules/settings/settings.types.ts'
import { useSaveSettings, useSiteSettings } from '../settings/use-site-settings.ts'
import { LegalGuidance } from './legal-guidance.tsx'
import { LegalPreview } from './legal-preview.tsx'
import { fieldText } from '#app/admin/shared/feedback.ts'

type FormValues = z.input<typeof LegalPagesSchema>
type LegalPages = z.output<typeof LegalPagesSchema>
const PAGES = [
  { field: 'privacyPolicy', label: 'admin.legal.privacy', id: 'privacy-policy' },
  { field: 'termsOfUse', label: 'admin.legal.terms', id: 'terms-of-use' },
] as const

/** SPEC.md "Legal pages", for super_admins. */
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

function LegalPagesForm({ settings }: { settings: SiteSettings }) {
  const t = useT()
  const form = useForm<FormValues, unknown, LegalPages>({
    resolver: zodResolver(LegalPagesSchema),
    defaultValues: { privacyPolicy: settings.privacyPolicy, termsOfUse: settings.termsOfUse },
  })
  const save = useSaveSettings<LegalPages>({ success: 'admin.legal.updated', failure: 'admin.legal.updateFailed' })
  const draft = form.watch()
  const { errors, isDirty } = form.formState

  // after a save the boxes show what was stored: the server's sanitised HTML
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => form.reset({ privacyPolicy: saved.privacyPolicy, termsOfUse: saved.termsOfUse }),
    }),
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      {PAGES.map(({ field, label, id }) => (
        <Card key={field}>
          <CardHeader>
            <CardTitle>{t(label)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 xl:grid-cols-2">
            <FormField
              id={id}
              label={t('admin.legal.htmlLabel', { page: t(label) })}
              hint={t('admin.legal.htmlHint')}
              error={fieldText(t, errors[field]?.message)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register(field)}
                  rows={16}
                  spellCheck={false}
                  className="min-h-72 font-mono text-sm md:text-sm"
                />
              )}
            </FormField>
            <LegalPreview
              label={t('admin.legal.previewOf', { page: t(label) })}
              draft={draft[field] ?? ''}
              saved={settings[field]}
            />
          </CardContent>
        </Card>
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
