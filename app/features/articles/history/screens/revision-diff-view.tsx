import { useMemo } from 'react'
import { formatDateTime } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { displayName } from '#app/features/auth/public.ts'
import type { ArticleRevision } from '#app/features/articles/article.types.ts'
import { cn } from '#app/utils/cn.ts'
import { FIELD_LABELS } from '../../editing/editor/field-labels.ts'
import { useValueText } from './diff-values.tsx'
import { revisionDiff, type DiffPart, type FieldDiff } from './revision-diff.ts'
import { useRevision } from './use-revisions.ts'

/** Two revisions of an article loaded and compared side by side (older left, newer right). */
export function RevisionComparison({ articleId, fromId, toId }: { articleId: number; fromId: number; toId: number }) {
  const t = useT()
  const from = useRevision(articleId, fromId)
  const to = useRevision(articleId, toId)
  if (from.isError || to.isError) return <p className="text-sm text-red-700">{t('admin.diff.loadFailed')}</p>
  if (!from.data || !to.data) return <p className="text-sm text-neutral-500">{t('admin.common.loading')}</p>
  return <RevisionDiffView before={from.data.revision} after={to.data.revision} />
}

/** What changed between two revisions, field by field: words removed marked on the left, added on the right. */
export function RevisionDiffView({ before, after }: { before: ArticleRevision; after: ArticleRevision }) {
  const t = useT()
  const diff = useMemo(() => revisionDiff(before, after), [before, after])
  return (
    <section
      aria-label={t('admin.diff.label', { from: before.version, to: after.version })}
      className="grid gap-3"
      data-testid="revision-diff"
    >
      <div className="grid grid-cols-2 gap-3 text-xs font-medium text-neutral-600">
        <RevisionHeading revision={before} />
        <RevisionHeading revision={after} />
      </div>
      {diff.length === 0 ? <p className="text-sm text-neutral-600">{t('admin.diff.none')}</p> : null}
      {diff.map((field) => (
        <FieldChange key={field.field} diff={field} />
      ))}
    </section>
  )
}

function RevisionHeading({ revision }: { revision: ArticleRevision }) {
  const t = useT()
  const { language } = useLanguage()
  const author = revision.author ? displayName(revision.author) : t('admin.history.unknownAuthor')
  return (
    <p>
      {t('admin.history.version', { version: revision.version })} · {formatDateTime(revision.createdAt, language)} ·{' '}
      {author}
    </p>
  )
}

function FieldChange({ diff }: { diff: FieldDiff }) {
  const t = useT()
  const valueText = useValueText()
  const side = 'min-w-0 rounded border border-neutral-200 bg-neutral-50 p-2 text-sm whitespace-pre-wrap break-words'
  const sameText = diff.kind === 'value' && diff.before === diff.after
  return (
    <div className="grid gap-1" data-field={diff.field}>
      <h4 className="text-sm font-semibold">{t(FIELD_LABELS[diff.field])}</h4>
      {sameText ? <p className="text-xs text-neutral-500">{t('admin.diff.formattingOnly')}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        {diff.kind === 'text' ? (
          <>
            <div className={side} data-side="before">
              <Parts parts={diff.before} />
            </div>
            <div className={side} data-side="after">
              <Parts parts={diff.after} />
            </div>
          </>
        ) : (
          <>
            <div className={cn(side, !sameText && 'text-red-900')} data-side="before">
              {valueText(diff.field, diff.before)}
            </div>
            <div className={cn(side, !sameText && 'text-green-900')} data-side="after">
              {valueText(diff.field, diff.after)}
            </div>
          </>
        )}
      </div>
    </div>
  )
}

function Parts({ parts }: { parts: DiffPart[] }) {
  const t = useT()
  return parts.map((part, i) => {
    if (part.change === 'removed')
      return (
        <del key={i} title={t('admin.diff.removed')} className="rounded-sm bg-red-100 text-red-900">
          {part.text}
        </del>
      )
    if (part.change === 'added')
      return (
        <ins key={i} title={t('admin.diff.added')} className="rounded-sm bg-green-100 text-green-900 no-underline">
          {part.text}
        </ins>
      )
    return <span key={i}>{part.text}</span>
  })
}
