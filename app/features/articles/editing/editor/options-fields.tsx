import { Controller } from 'react-hook-form'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { fromLocalDateTimeInput, toLocalDateTimeInput } from './article-form-values.ts'
import { EditorSection } from './editor-section.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/ui/admin/feedback.ts'

/** Mark as featured, then the SEO fields (metaDescription, focusKeywords). */
export function OptionsFields({ form }: { form: ArticleForm }) {
  const t = useT()
  const { errors } = form.formState
  return (
    <EditorSection id="article-options" title={t('admin.editor.section.options')}>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="isFeatured"
          render={({ field }) => (
            <Checkbox
              id="article-featured"
              ref={field.ref}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="article-featured-hint"
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor="article-featured">{t('admin.editor.field.featured')}</Label>
          <p id="article-featured-hint" className="text-xs text-neutral-500">
            {t('admin.editor.field.featuredHint')}
          </p>
        </div>
      </div>
      <FormField
        id="article-meta-description"
        label={t('admin.editor.field.metaDescription')}
        hint={t('admin.editor.field.metaDescriptionHint')}
        error={fieldText(t, errors.metaDescription?.message)}
      >
        {(control) => <Textarea {...control} {...form.register('metaDescription')} rows={2} maxLength={320} />}
      </FormField>
      <FormField
        id="article-focus-keywords"
        label={t('admin.editor.field.focusKeywords')}
        hint={t('admin.editor.field.focusKeywordsHint')}
        error={fieldText(t, errors.focusKeywords?.message)}
      >
        {(control) => <Input {...control} {...form.register('focusKeywords')} maxLength={300} />}
      </FormField>
    </EditorSection>
  )
}

/**
 * The address (edit mode: changing it keeps the old one redirecting) and, for those who
 * may publish, the publish time (a future one schedules the article).
 */
export function PublishingFields({
  form,
  showSlug,
  showPublishTime,
}: {
  form: ArticleForm
  showSlug: boolean
  showPublishTime: boolean
}) {
  const t = useT()
  const { errors } = form.formState
  if (!showSlug && !showPublishTime) return null
  return (
    <EditorSection id="article-publishing" title={t('admin.editor.section.publishing')}>
      {showSlug ? (
        <FormField
          id="article-slug"
          label={t('admin.editor.field.slug')}
          hint={t('admin.editor.field.slugHint')}
          error={fieldText(t, errors.slug?.message)}
        >
          {(control) => (
            <div className="flex items-center rounded-md">
              <span className="hidden shrink-0 pr-2 text-sm text-neutral-500 sm:inline" aria-hidden>
                /articles/
              </span>
              <Input {...control} {...form.register('slug')} maxLength={120} autoComplete="off" spellCheck={false} />
            </div>
          )}
        </FormField>
      ) : null}
      {showPublishTime ? (
        <FormField
          id="article-published-at"
          label={t('admin.editor.field.publishedAt')}
          hint={t('admin.editor.field.publishedAtHint')}
          error={fieldText(t, errors.publishedAt?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="publishedAt"
              render={({ field }) => (
                <Input
                  {...control}
                  ref={field.ref}
                  type="datetime-local"
                  className="sm:max-w-64"
                  value={toLocalDateTimeInput(field.value)}
                  onChange={(event) => field.onChange(fromLocalDateTimeInput(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
      ) : null}
    </EditorSection>
  )
}
