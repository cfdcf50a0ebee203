import { Input } from '#app/admin/ui/input.tsx'
import { Textarea } from '#app/admin/ui/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/admin/shared/form-field.tsx'
import { EditorSection } from './editor-section.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/admin/shared/feedback.ts'

/** Title and subtitle, then the Greek block (titleGr, subtitleGr). */
export function TitleFields({ form }: { form: ArticleForm }) {
  const t = useT()
  const { errors } = form.formState
  const error = (message: string | undefined) => fieldText(t, message)
  return (
    <>
      <EditorSection id="article-main" title={t('admin.editor.section.main')}>
        <FormField id="article-title" label={t('admin.editor.field.title')} error={error(errors.title?.message)}>
          {(control) => <Input {...control} {...form.register('title')} maxLength={300} />}
        </FormField>
        <FormField
          id="article-subtitle"
          label={t('admin.editor.field.subtitle')}
          error={error(errors.subtitle?.message)}
        >
          {(control) => <Textarea {...control} {...form.register('subtitle')} rows={2} maxLength={500} />}
        </FormField>
      </EditorSection>
      <EditorSection
        id="article-greek"
        title={t('admin.editor.section.greek')}
        description={t('admin.editor.section.greekHint')}
      >
        <FormField id="article-title-gr" label={t('admin.editor.field.titleGr')} error={error(errors.titleGr?.message)}>
          {(control) => <Input {...control} {...form.register('titleGr')} lang="el" maxLength={300} />}
        </FormField>
        <FormField
          id="article-subtitle-gr"
          label={t('admin.editor.field.subtitleGr')}
          error={error(errors.subtitleGr?.message)}
        >
          {(control) => <Textarea {...control} {...form.register('subtitleGr')} lang="el" rows={2} maxLength={500} />}
        </FormField>
      </EditorSection>
    </>
  )
}
