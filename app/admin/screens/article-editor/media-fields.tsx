import { Controller, useWatch } from 'react-hook-form'
import { Input } from '#app/admin/ui/input.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { videoEmbedUrl } from '#app/modules/articles/article-rules.ts'
import { FormField } from '#app/admin/shared/form-field.tsx'
import { EditorSection } from './editor-section.tsx'
import { FeaturedImageUploader } from './featured-image-uploader.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/admin/shared/feedback.ts'

/** The featured image uploader, and the video address with a live embedded preview. */
export function MediaFields({ form }: { form: ArticleForm }) {
  const t = useT()
  const { errors } = form.formState
  const video = useWatch({ control: form.control, name: 'featuredVideoUrl' })
  const embed = videoEmbedUrl(video)
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
