import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { canPublish } from '#app/features/articles/article-rules.ts'
import { ArticleInputSchema, type ArticleInput } from '#app/features/articles/article.schema.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { useStaffUser } from '#app/features/auth/public.ts'
import { ARTICLE_FORM_FIELDS, toFormValues, toRequestBody, type ArticleFormValues } from './article-form-values.ts'
import { ClassificationFields } from './classification-fields.tsx'
import { ContentFields } from './content-fields.tsx'
import { EditorActions } from './editor-actions.tsx'
import { MediaFields } from './media-fields.tsx'
import { OptionsFields, PublishingFields } from './options-fields.tsx'
import { TitleFields } from './text-fields.tsx'
import { LeaveDialog, useUnsavedChanges } from './unsaved-changes.tsx'
import { useSaveArticle } from './use-save-article.ts'
import { usePublishCheck } from './missing-alt-dialog.tsx'
import { AutosaveBanner, PresenceBanner } from './editing-banners.tsx'
import { ReadOnlyContext } from './read-only.tsx'
import { useEditingSession } from './use-editing-session.ts'
import { serverFieldErrors } from '#app/ui/admin/feedback.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { HistoryButton } from '../../history/screens/history-dialog.tsx'
import { ConflictPanel, useVersionConflict } from '../../history/screens/version-conflict.tsx'

const LIST_URL = '/admin/articles'

/** The public page of an article, which staff may open before it is published. */
export function previewUrl(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}?preview=1`
}

/**
 * The article form. Each button validates with the shared schema
 * first, then saves with its status; the API's field errors land under the fields.
 */
export function ArticleForm({ saved }: { saved: AdminArticle | null }) {
  const self = useStaffUser()
  const t = useT()
  const navigate = useNavigate()
  const form = useForm<ArticleFormValues, unknown, ArticleInput>({
    resolver: zodResolver(ArticleInputSchema),
    defaultValues: toFormValues(saved),
  })
  const save = useSaveArticle(saved)
  const { blocker, allowNavigation } = useUnsavedChanges(form.formState.isDirty)
  const reload = (article: AdminArticle) => form.reset(toFormValues(article))
  const conflict = useVersionConflict(saved?.id ?? null, reload)
  const { autosave, presence } = useEditingSession(form, saved)

  /** `version`: save over that version (the user keeps their text after a conflict) */
  const saveAs = (status: ArticleStatus, options: { preview?: boolean; version?: number } = {}) =>
    form.handleSubmit((input) => {
      // opened now, while the click still counts as the user's, so no pop-up blocker stops it
      const tab = options.preview ? window.open('about:blank', '_blank') : null
      // the address as the form was opened or last saved: the article may have moved on since (a conflict)
      const opened = saved ? { slug: String(form.formState.defaultValues?.slug ?? saved.slug) } : null
      const body = toRequestBody(input, status, opened)
      save.mutate(options.version ? { ...body, version: options.version } : body, {
        onSuccess: (article) => {
          conflict.clear()
          autosave.saved()
          if (tab) tab.location.href = previewUrl(article.slug)
          if (saved) return form.reset(toFormValues(article))
          allowNavigation()
          // a new article saved for its preview goes on in edit mode
          void navigate(options.preview ? `${LIST_URL}/${article.id}/edit` : LIST_URL, { replace: options.preview })
        },
        onError: (error) => {
          tab?.close()
          if (conflict.catch(error, input.version, status)) return
          for (const [field, message] of serverFieldErrors(t, error, ARTICLE_FORM_FIELDS)) {
            form.setError(field, { message })
          }
        },
      })
    })()

  const publishCheck = usePublishCheck(form, saved, (status) => void saveAs(status))

  const preview = () => {
    if (saved) window.open(previewUrl(saved.slug), '_blank', 'noopener')
    else void saveAs('draft', { preview: true })
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
      {saved ? (
        <div className="flex justify-end">
          <HistoryButton articleId={saved.id} onRestored={reload} />
        </div>
      ) : null}
      {saved && conflict.conflict ? (
        <ConflictPanel
          articleId={saved.id}
          conflict={conflict.conflict}
          pending={save.isPending}
          onTakeTheirs={() => void conflict.takeTheirs()}
          onKeepMine={() => void saveAs(conflict.conflict!.status, { version: conflict.conflict!.currentVersion })}
        />
      ) : null}
      <PresenceBanner presence={presence} />
      <AutosaveBanner autosave={autosave} version={saved ? saved.version : null} />
      <ReadOnlyContext value={presence.readOnly}>
        <fieldset disabled={presence.readOnly} className="grid min-w-0 gap-6">
          <TitleFields form={form} translationState={saved?.translationState ?? null} />
          <ClassificationFields form={form} />
          <MediaFields form={form} />
          <ContentFields form={form} variant="default" />
          <ContentFields form={form} variant="greek" />
          <OptionsFields form={form} />
          <PublishingFields form={form} showSlug={saved !== null} showPublishTime={canPublish(self.role)} />
        </fieldset>
      </ReadOnlyContext>
      <EditorActions
        editing={saved !== null}
        mayPublish={canPublish(self.role)}
        pending={save.isPending ? (save.variables?.status ?? 'draft') : null}
        onSave={publishCheck.onSave}
        readOnly={presence.readOnly}
        onCancel={() => {
          // straight to the list: the changes are kept as a draft, to restore on return
          autosave.keepNow()
          allowNavigation()
          void navigate(LIST_URL)
        }}
        onPreview={preview}
      />
      {publishCheck.dialog}
      <LeaveDialog blocker={blocker} />
    </form>
  )
}
