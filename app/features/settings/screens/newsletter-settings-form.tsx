import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { NewsletterSettingsSchema, type NewsletterSettingsInput } from '#app/features/settings/settings.schema.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import type { SiteSettings } from '#app/features/settings/settings.types.ts'
import { fieldText, serverFieldErrors } from '#app/ui/admin/feedback.ts'
import { useSaveSettings } from './use-site-settings.ts'

type FormValues = z.input<typeof NewsletterSettingsSchema>

const SERVER_FIELDS = ['newsletterDigestHour', 'newsletterReplyTo'] as const

function formValues(settings: SiteSettings): NewsletterSettingsInput {
  return {
    newsletterDigestEnabled: settings.newsletterDigestEnabled,
    newsletterDigestHour: settings.newsletterDigestHour,
    newsletterConfirmedOptIn: settings.newsletterConfirmedOptIn,
    newsletterReplyTo: settings.newsletterReplyTo,
  }
}

/** The newsletter's settings: the daily digest and its hour, confirmed opt-in, Reply-To. */
export function NewsletterSettingsForm({ settings }: { settings: SiteSettings }) {
  const t = useT()
  const form = useForm<FormValues, unknown, NewsletterSettingsInput>({
    resolver: zodResolver(NewsletterSettingsSchema),
    defaultValues: formValues(settings),
  })
  const { errors, isDirty } = form.formState
  const save = useSaveSettings<NewsletterSettingsInput>({
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
  const flag = (name: 'newsletterDigestEnabled' | 'newsletterConfirmedOptIn', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`settings-${name}`}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`settings-${name}-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={`settings-${name}`}>{label}</Label>
            <p id={`settings-${name}-hint`} className="text-sm text-neutral-600">
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  )

  return (
    <form noValidate onSubmit={submit} aria-label={t('admin.settings.newsletter')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.settings.newsletter')}</CardTitle>
          <CardDescription>{t('admin.settings.newsletterDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {flag('newsletterDigestEnabled', t('admin.settings.digestEnabled'), t('admin.settings.digestEnabledHint'))}
          <FormField
            id="settings-digest-hour"
            label={t('admin.settings.digestHour')}
            hint={t('admin.settings.digestHourHint')}
            error={fieldText(t, errors.newsletterDigestHour?.message)}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('newsletterDigestHour')}
                type="number"
                min={0}
                max={23}
                step={1}
                className="w-28"
              />
            )}
          </FormField>
          {flag('newsletterConfirmedOptIn', t('admin.settings.confirmedOptIn'), t('admin.settings.confirmedOptInHint'))}
          <FormField
            id="settings-reply-to"
            label={t('admin.settings.replyTo')}
            hint={t('admin.settings.replyToHint')}
            error={fieldText(t, errors.newsletterReplyTo?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register('newsletterReplyTo')} type="email" autoComplete="off" />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
              {t('admin.settings.discard')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('admin.settings.saving') : t('admin.settings.saveNewsletter')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  )
}
