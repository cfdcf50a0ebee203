import { Controller, useWatch } from 'react-hook-form'
import { Input } from '#app/ui/admin/input.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { videoEmbedUrl } from '#app/features/articles/article-rules.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { EditorSection } from './editor-section.tsx'
import { FeaturedImageUploader } from './featured-image-uploader.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/ui/admin/feedback.ts'
import { toast } from '#app/ui/use-toast.ts'
import type { MediaItem } from '#app/features/media/public.ts'
import { FeaturedImageDetails } from './featured-image-details.tsx'
import { FIELD_LABELS } from './field-labels.ts'
import { offeredDetails, type OfferedField } from './image-details.ts'
import { LibraryImagePicker } from './library-image-picker.tsx'

/** A library file as the featured image: its address, and its details where the article's fields are empty. */
function useChooseLibraryImage(form: ArticleForm) {
  const t = useT()
  return (item: MediaItem) => {
    form.setValue('featuredImageUrl', item.url, { shouldDirty: true, shouldValidate: true })
    const offered = offeredDetails(form.getValues(), item)
    const fields = Object.keys(offered) as OfferedField[]
    for (const field of fields) form.setValue(field, offered[field], { shouldDirty: true })
    const filled = fields.map((field) => t(FIELD_LABELS[field])).join(', ')
    toast({
      title: t('admin.photo.chosen'),
      description: filled ? t('admin.photo.filled', { fields: filled }) : undefined,
    })
  }
}

/**
 * The featured image (uploaded, or chosen from the library, whose alt text, caption and
 * credit fill the empty fields), its details, and the video address with a live preview.
 */
export function MediaFields({ form }: { form: ArticleForm }) {
  const t = useT()
  const { errors } = form.formState
  const video = useWatch({ control: form.control, name: 'featuredVideoUrl' })
  const embed = videoEmbedUrl(video)
  const choose = useChooseLibraryImage(form)
  return (
    <EditorSection id="article-media" title={t('admin.editor.section.media')}>
      <FormField
        id="article-featured-image"
        label={t('admin.editor.field.featuredImage')}
        error={fieldText(t, errors.featuredImageUrl?.message)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="featuredImageUrl"
            render={({ field }) => (
              <FeaturedImageUploader
                id={control.id}
                describedBy={control['aria-describedby']}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <div>
        <LibraryImagePicker onChoose={choose} />
      </div>
      <FeaturedImageDetails form={form} />
      <FormField
        id="article-video-url"
        label={t('admin.editor.field.videoUrl')}
        hint={t('admin.editor.field.videoUrlHint')}
        error={fieldText(t, errors.featuredVideoUrl?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('featuredVideoUrl')} type="url" inputMode="url" maxLength={500} />
        )}
      </FormField>
      {embed ? (
        <div className="aspect-video w-full max-w-xl overflow-hidden rounded-md border border-neutral-200 bg-black">
          <iframe
            src={embed}
            title={t('admin.editor.field.videoPreview')}
            className="size-full"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
    </EditorSection>
  )
}
