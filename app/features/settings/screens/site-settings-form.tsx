import { zodResolver } from '@hookform/resolvers/zod'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { SiteFormSchema, type SiteFormInput } from '#app/features/settings/settings.schema.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import type { SiteSettings, SocialLinks } from '#app/features/settings/settings.types.ts'
import { useSaveSettings } from './use-site-settings.ts'
import { fieldText, serverFieldErrors } from '#app/ui/admin/feedback.ts'

type FormValues = z.input<typeof SiteFormSchema>

const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
] as const satisfies readonly (keyof SocialLinks)[]
const SERVER_FIELDS = [
  'siteName',
  'siteDescription',
  'contactEmail',
  ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network}` as const),
] as const

function formValues(settings: SiteSettings): SiteFormInput {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    contactEmail: settings.contactEmail,
    socialLinks: { ...settings.socialLinks },
  }
}

/** General settings and social links, checked by the shared schema. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const t = useT()
  const form = useForm<FormValues, unknown, SiteFormInput>({
    resolver: zodResolver(SiteFormSchema),
    defaultValues: formValues(settings),
  })
  const { errors, isDirty } = form.formState
  const save = useSaveSettings<SiteFormInput>({
    success: 'admin.settings.updated',
    failure: 'admin.settings.updateFailed',
  })

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => form.reset(formValues(saved)),
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(t, error, SERVER_FIELDS)) form.setError(field, { message })
      },
    }),
  )
  const error = (message: string | undefined) => fieldText(t, message)
  const text = (
    id: string,
    label: TranslationKey,
    field: UseFormRegisterReturn,
    message: string | undefined,
    type = 'text',
  ) => (
    <FormField id={id} label={t(label)} error={error(message)}>
      {(control) => <Input {...control} {...field} type={type} />}
    </FormField>
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={t('admin.settings.formLabel')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.settings.general')}</CardTitle>
          <CardDescription>{t('admin.settings.generalDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {text('site-name', 'admin.settings.siteName', form.register('siteName'), errors.siteName?.message)}
          <FormField
            id="site-description"
            label={t('admin.settings.siteDescription')}
            hint={t('admin.settings.siteDescriptionHint')}
            error={error(errors.siteDescription?.message)}
          >
            {(control) => <Textarea {...control} {...form.register('siteDescription')} rows={3} maxLength={500} />}
          </FormField>
          <FormField
            id="contact-email"
            label={t('admin.settings.contactEmail')}
            hint={t('admin.settings.contactEmailHint')}
            error={error(errors.contactEmail?.message)}
          >
            {(control) => <Input {...control} {...form.register('contactEmail')} type="email" autoComplete="off" />}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.settings.social')}</CardTitle>
          <CardDescription>{t('admin.settings.socialDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <FormField
              key={network}
              id={`social-${network}`}
              label={t(`admin.settings.social.${network}`)}
              error={error(errors.socialLinks?.[network]?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register(`socialLinks.${network}`)}
                  type="url"
                  inputMode="url"
                  placeholder={t(`admin.settings.social.${network}Placeholder`)}
                />
              )}
            </FormField>
          ))}
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
          {t('admin.settings.discard')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
        </Button>
      </div>
    </form>
  )
}
