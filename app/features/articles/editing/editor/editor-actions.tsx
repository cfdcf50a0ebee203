import { Eye } from 'lucide-react'
import { Button } from '#app/ui/admin/button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { ArticleStatus } from '#db/schema/enums.ts'

/**
 * Save Draft, Submit for Review, Publish Now (Update when editing; hidden from those who
 * may not publish), Cancel and Preview. The button whose save runs says 'Saving...'.
 */
export function EditorActions({
  editing,
  mayPublish,
  readOnly = false,
  pending,
  onSave,
  onCancel,
  onPreview,
}: {
  editing: boolean
  mayPublish: boolean
  /** someone else is editing: nothing may be saved from here */
  readOnly?: boolean
  /** the status being saved, while a save runs */
  pending: ArticleStatus | null
  onSave: (status: ArticleStatus) => void
  onCancel: () => void
  onPreview: () => void
}) {
  const t = useT()
  const busy = pending !== null
  const noSave = busy || readOnly
  const label = (status: ArticleStatus, text: string) => (pending === status ? t('admin.editor.saving') : text)
  return (
    <div
      role="group"
      aria-label={t('admin.editor.actionsLabel')}
      className="-mx-4 flex flex-col-reverse gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:bottom-0 sm:z-20 sm:flex-row sm:items-center sm:justify-between md:-mx-8 md:px-8"
    >
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy} className="flex-1 sm:flex-none">
          {t('admin.editor.cancel')}
        </Button>
        <Button
          variant="outline"
          onClick={onPreview}
          disabled={busy}
          title={t('admin.editor.previewHint')}
          className="flex-1 sm:flex-none"
        >
          <Eye aria-hidden />
          {t('admin.editor.preview')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="outline" onClick={() => onSave('draft')} disabled={noSave}>
          {label('draft', t('admin.editor.saveDraft'))}
        </Button>
        <Button variant="secondary" onClick={() => onSave('under_review')} disabled={noSave}>
          {label('under_review', t('admin.editor.submitReview'))}
        </Button>
        {mayPublish ? (
          <Button onClick={() => onSave('published')} disabled={noSave} className="col-span-2">
            {label('published', editing ? t('admin.editor.update') : t('admin.editor.publish'))}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
