import { TriangleAlert } from 'lucide-react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import type { AdInput } from '#app/features/advertisements/ad.schema.ts'
import {
  AD_PLACEMENTS,
  AD_PRIORITY_MAX,
  AD_PRIORITY_MIN,
  AD_STATUSES,
  type AdPlacement,
  type AdStatus,
} from '#db/schema/enums.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import type { AdFormValues } from './ad-form-values.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { fieldText } from '#app/ui/admin/feedback.ts'

/** The fields of the ad dialog. With custom HTML the image and link are ignored: they are disabled. */
export function AdFormFields({ form }: { form: UseFormReturn<AdFormValues, unknown, AdInput> }) {
  const t = useT()
  const { errors } = form.formState
  const hasHtml = (form.watch('htmlContent') ?? '').trim() !== ''
  return (
    <div className="grid gap-4">
      <FormField id="ad-title" label={t('admin.ads.form.title')} error={fieldText(t, errors.title?.message)}>
        {(control) => <Input {...control} {...form.register('title')} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormField
        id="ad-description"
        label={t('admin.ads.form.description')}
        error={fieldText(t, errors.description?.message)}
      >
        {(control) => <Textarea {...control} {...form.register('description')} rows={2} maxLength={1000} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="ad-image-url"
          label={t('admin.ads.form.imageUrl')}
          error={hasHtml ? undefined : fieldText(t, errors.imageUrl?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('imageUrl', { disabled: hasHtml })}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </FormField>
        <FormField
          id="ad-link-url"
          label={t('admin.ads.form.linkUrl')}
          error={hasHtml ? undefined : fieldText(t, errors.linkUrl?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('linkUrl', { disabled: hasHtml })}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </FormField>
      </div>
      <FormField
        id="ad-html"
        label={t('admin.ads.form.htmlContent')}
        hint={t('admin.ads.form.htmlHint')}
        error={fieldText(t, errors.htmlContent?.message)}
      >
        {(control) => (
          <Textarea {...control} {...form.register('htmlContent')} rows={4} spellCheck={false} className="font-mono" />
        )}
      </FormField>
      {hasHtml ? (
        <p role="status" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('admin.ads.form.htmlNote')}
        </p>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="ad-placement"
          label={t('admin.ads.form.placement')}
          error={fieldText(t, errors.placement?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="placement"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => field.onChange(value as AdPlacement)}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('admin.ads.form.placementPlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {AD_PLACEMENTS.map((placement) => (
                      <SelectItem key={placement} value={placement}>
                        {t(`admin.ads.placement.${placement}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField id="ad-status" label={t('admin.ads.form.status')} error={fieldText(t, errors.status?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => field.onChange(value as AdStatus)}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {AD_STATUSES.map((status) => (
                      <SelectItem key={status} value={status}>
                        {t(`admin.ads.status.${status}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField id="ad-start" label={t('admin.ads.form.startDate')} error={fieldText(t, errors.startDate?.message)}>
          {(control) => <Input {...control} {...form.register('startDate')} type="date" />}
        </FormField>
        <FormField id="ad-end" label={t('admin.ads.form.endDate')} error={fieldText(t, errors.endDate?.message)}>
          {(control) => <Input {...control} {...form.register('endDate')} type="date" />}
        </FormField>
        <FormField
          id="ad-priority"
          label={t('admin.ads.form.priority')}
          hint={t('admin.ads.form.priorityHint')}
          error={fieldText(t, errors.priority?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('priority')}
              type="number"
              inputMode="numeric"
              min={AD_PRIORITY_MIN}
              max={AD_PRIORITY_MAX}
              step={1}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="isGlobalEnabled"
          render={({ field }) => (
            <Checkbox
              id="ad-global"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="ad-global-hint"
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor="ad-global">{t('admin.ads.form.isGlobalEnabled')}</Label>
          <p id="ad-global-hint" className="text-xs text-neutral-500">
            {t('admin.ads.form.isGlobalEnabledHint')}
          </p>
        </div>
      </div>
    </div>
  )
}
