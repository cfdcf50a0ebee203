import { Input } from '#app/ui/admin/input.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { fieldText } from '#app/ui/admin/feedback.ts'
import {
  FEATURED_IMAGE_ALT_MAX,
  FEATURED_IMAGE_CAPTION_MAX,
  FEATURED_IMAGE_CREDIT_MAX,
} from '#app/features/articles/article.schema.ts'
import type { ArticleForm } from './form-types.ts'

/**
 * Under the featured image: its alt text and caption, each in the
 * main text's language and in Greek, and its credit. All optional.
 */
export function FeaturedImageDetails({ form }: { form: ArticleForm }) {
  const t = useT()
  const { errors } = form.formState
  const error = (message: string | undefined) => fieldText(t, message)
  return (
    <fieldset className="grid gap-4 rounded-md border border-neutral-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-neutral-700">{t('admin.photo.detailsLabel')}</legend>
      <FormField
        id="article-image-alt"
        label={t('admin.photo.alt')}
        hint={t('admin.photo.altHint')}
        error={error(errors.featuredImageAlt?.message)}
      >
        {(control) => <Input {...control} {...form.register('featuredImageAlt')} maxLength={FEATURED_IMAGE_ALT_MAX} />}
      </FormField>
      <FormField
        id="article-image-alt-gr"
        label={t('admin.photo.altGr')}
        error={error(errors.featuredImageAltGr?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('featuredImageAltGr')} lang="el" maxLength={FEATURED_IMAGE_ALT_MAX} />
        )}
      </FormField>
      <FormField
        id="article-image-caption"
        label={t('admin.photo.caption')}
        error={error(errors.featuredImageCaption?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('featuredImageCaption')}
            rows={2}
            maxLength={FEATURED_IMAGE_CAPTION_MAX}
          />
        )}
      </FormField>
      <FormField
        id="article-image-caption-gr"
        label={t('admin.photo.captionGr')}
        error={error(errors.featuredImageCaptionGr?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('featuredImageCaptionGr')}
            lang="el"
            rows={2}
            maxLength={FEATURED_IMAGE_CAPTION_MAX}
          />
        )}
      </FormField>
      <FormField
        id="article-image-credit"
        label={t('admin.photo.credit')}
        hint={t('admin.photo.creditHint')}
        error={error(errors.featuredImageCredit?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('featuredImageCredit')} maxLength={FEATURED_IMAGE_CREDIT_MAX} />
        )}
      </FormField>
    </fieldset>
  )
}
