import { History } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import { ConfirmDialog } from '#app/ui/admin/confirm-dialog.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/admin/dialog.tsx'
import { ArticleStatusBadge } from '#app/features/articles/status-badge.tsx'
import { displayName } from '#app/features/auth/public.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { AdminArticle, ArticleRevisionSummary } from '#app/features/articles/article.types.ts'
import { FIELD_LABELS } from '../../editing/editor/field-labels.ts'
import { RevisionComparison } from './revision-diff-view.tsx'
import { useRestoreRevision, useRevisions } from './use-revisions.ts'

/**
 * The editor's History button and panel: every save of the article (who, when, status,
 * fields changed), a side-by-side comparison of any two, and Restore after a confirmation.
 */
export function HistoryButton({ articleId, onRestored }: { articleId: number; onRestored: (a: AdminArticle) => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <History aria-hidden />
        {t('admin.history.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-5xl" closeLabel={t('admin.history.close')}>
          <DialogHeader>
            <DialogTitle>{t('admin.history.title')}</DialogTitle>
            <DialogDescription>{t('admin.history.intro')}</DialogDescription>
          </DialogHeader>
          {open ? (
            <HistoryPanel
              articleId={articleId}
              onRestored={(article) => {
                setOpen(false)
                onRestored(article)
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function HistoryPanel({ articleId, onRestored }: { articleId: number; onRestored: (a: AdminArticle) => void }) {
  const t = useT()
  const revisions = useRevisions(articleId)
  const restore = useRestoreRevision(articleId)
  const [chosen, setChosen] = useState<number[] | null>(null)
  const [confirming, setConfirming] = useState<ArticleRevisionSummary | null>(null)
  if (revisions.isError) return <p className="text-sm text-red-700">{t('admin.history.loadFailed')}</p>
  if (!revisions.data) return <p className="text-sm text-neutral-500">{t('admin.history.loading')}</p>
  const list = revisions.data.revisions
  // the two newest are compared until the user chooses
  const selected = chosen ?? list.slice(0, 2).map((r) => r.id)
  const toggle = (id: number) =>
    setChosen(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id].slice(-2))
  const [older, newer] = [...selected].sort((a, b) => a - b)
  return (
    <div className="grid gap-4">
      <ul aria-label={t('admin.history.listLabel')} className="grid max-h-64 gap-1 overflow-y-auto rounded border">
        {list.map((revision, i) => (
          <RevisionItem
            key={revision.id}
            revision={revision}
            current={i === 0}
            checked={selected.includes(revision.id)}
            onToggle={() => toggle(revision.id)}
            onRestore={() => setConfirming(revision)}
          />
        ))}
      </ul>
      {older !== undefined && newer !== undefined ? (
        <RevisionComparison articleId={articleId} fromId={older} toId={newer} />
      ) : (
        <p className="text-sm text-neutral-600">{t('admin.history.chooseTwo')}</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('admin.history.restoreTitle', { version: confirming?.version ?? '' })}
        description={t('admin.history.restoreText', { version: confirming?.version ?? '' })}
        confirmLabel={restore.isPending ? t('admin.history.restoring') : t('admin.history.restore')}
        cancelLabel={t('admin.history.cancel')}
        pending={restore.isPending}
        onConfirm={() => {
          if (!confirming) return
          restore.mutate(confirming, {
            onSuccess: (article) => onRestored(article),
            onSettled: () => setConfirming(null),
          })
        }}
      />
    </div>
  )
}

function RevisionItem({
  revision,
  current,
  checked,
  onToggle,
  onRestore,
}: {
  revision: ArticleRevisionSummary
  current: boolean
  checked: boolean
  onToggle: () => void
  onRestore: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const version = t('admin.history.version', { version: revision.version })
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-3 py-2 text-sm last:border-b-0">
      <Checkbox
        checked={checked}
        onCheckedChange={onToggle}
        aria-label={t('admin.history.compare', { version: revision.version })}
      />
      <span className="font-medium">
        {version}
        {current ? ` (${t('admin.history.current')})` : ''}
      </span>
      <span className="text-neutral-600">{formatDateTime(revision.createdAt, language)}</span>
      <span>{revision.author ? displayName(revision.author) : t('admin.history.unknownAuthor')}</span>
      <ArticleStatusBadge status={revision.status} />
      <span className="min-w-0 flex-1 text-neutral-600">{summaryText(t, revision)}</span>
      {current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRestore}
          aria-label={t('admin.history.restoreLabel', { version: revision.version })}
        >
          {t('admin.history.restore')}
        </Button>
      )}
    </li>
  )
}

function summaryText(t: ReturnType<typeof useT>, revision: ArticleRevisionSummary): string {
  const labels = revision.summary.flatMap((field) =>
    field in FIELD_LABELS ? [t(FIELD_LABELS[field as keyof typeof FIELD_LABELS])] : [],
  )
  const changed = labels.length ? t('admin.history.changed', { fields: labels.join(', ') }) : ''
  if (revision.restoredFrom !== null) return [t('admin.history.restoredSave'), changed].filter(Boolean).join(' · ')
  return changed || t('admin.history.firstSave')
}
