import { Controller } from 'react-hook-form'
import { Label } from '#app/ui/admin/label.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { EditorSection } from './editor-section.tsx'
import type { ArticleForm } from './form-types.ts'
import { RichTextEditor } from './rich-text-editor.tsx'
import { fieldText } from '#app/ui/admin/feedback.ts'

const VARIANTS = {
  default: {
    section: 'admin.editor.section.content',
    content: 'content',
    excerpt: 'excerpt',
    contentLabel: 'admin.editor.field.content',
    excerptLabel: 'admin.editor.field.excerpt',
    id: 'article-content',
    lang: undefined,
  },
  greek: {
    section: 'admin.editor.section.greekContent',
    content: 'contentGr',
    excerpt: 'excerptGr',
    contentLabel: 'admin.editor.field.contentGr',
    excerptLabel: 'admin.editor.field.excerptGr',
    id: 'article-content-gr',
    lang: 'el',
  },
} as const

/** The rich-text body and the excerpt; once in the default language, once in Greek. */
export function ContentFields({ form, variant }: { form: ArticleForm; variant: keyof typeof VARIANTS }) {
  const t = useT()
  const v = VARIANTS[variant]
  const { errors } = form.formState
  const contentError = fieldText(t, errors[v.content]?.message)
  const labelId = `${v.id}-label`
  const errorId = `${v.id}-error`
  return (
    <EditorSection id={v.id} title={t(v.section)}>
      <div className="grid gap-1.5" lang={v.lang}>
        <Label id={labelId}>{t(v.contentLabel)}</Label>
        <Controller
          control={form.control}
          name={v.content}
          render={({ field }) => (
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              describedBy={contentError ? errorId : undefined}
              invalid={Boolean(contentError)}
            />
          )}
        />
        {contentError ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {contentError}
          </p>
        ) : null}
      </div>
      <FormField
        id={`${v.id}-excerpt`}
        label={t(v.excerptLabel)}
        hint={t('admin.editor.field.excerptHint')}
        error={fieldText(t, errors[v.excerpt]?.message)}
      >
        {(control) => <Textarea {...control} {...form.register(v.excerpt)} lang={v.lang} rows={3} maxLength={1000} />}
      </FormField>
    </EditorSection>
  )
}
