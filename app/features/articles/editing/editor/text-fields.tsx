import { Input } from '#app/ui/admin/input.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { EditorSection } from './editor-section.tsx'
import type { ArticleForm } from './form-types.ts'
import { fieldText } from '#app/ui/admin/feedback.ts'
import { TranslationStateBadge } from '#app/features/articles/editing/translation-state-badge.tsx'
import type { TranslationState } from '#app/features/articles/translation-state.ts'

/**
 * Title and subtitle of the main text (what English readers see, and Greek readers while
 * the Greek version is empty), then the Greek version's (titleGr, subtitleGr) with the
 * saved article's translation state.
 */
export function TitleFields({
  form,
  translationState = null,
}: {
  form: ArticleForm
  /** the saved article's; none for a new one */
  translationState?: TranslationState | null
}) {
  const t = useT()
  const { errors } = form.formState
  const error = (message: string | undefined) => fieldText(t, message)
  return (
    <>
      <EditorSection
        id="article-main"
        title={t('admin.editor.section.main')}
        description={t('admin.editor.section.mainHint')}
      >
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
        {translationState ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600" data-testid="translation-state">
            {t('admin.translation.stateLabel')}
            <TranslationStateBadge state={translationState} />
          </p>
        ) : null}
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
