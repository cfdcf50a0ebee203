import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { isApiError } from '#app/ui/admin/api-client.ts'
import { toastFailure } from '#app/ui/admin/feedback.ts'
import { Button } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import type { MessageParams } from '#app/utils/messages.ts'
import { RevisionComparison } from './revision-diff-view.tsx'
import { useRevisions } from './use-revisions.ts'
import { ARTICLES_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

/**
 * A save refused because someone else saved since the form was opened (409): the
 * user's text stays in the form, and this says who saved, shows what they changed
 * (the version the form was opened at against the current one) and offers to load
 * their version or to save this one over it; the comparison stays while the user edits.
 */
export interface VersionConflict {
  /** the version the form was opened at */
  baseVersion: number
  /** the version now current, which a save over it names */
  currentVersion: number
  /** the status the refused save asked for */
  status: ArticleStatus
  code: string
  params: MessageParams
}

/**
 * The form's conflict, if a save was refused for a stale version. `takeTheirs` loads the
 * article as it is now and gives it to `load` (the form resets to it).
 */
export function useVersionConflict(articleId: number | null, load: (article: AdminArticle) => void) {
  const t = useT()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState<VersionConflict | null>(null)
  return {
    conflict,
    clear: () => setConflict(null),
    takeTheirs: async () => {
      try {
        const queryKey = [...ARTICLES_QUERY_KEY, articleId]
        load(await queryClient.fetchQuery<AdminArticle>({ queryKey, staleTime: 0 }))
        setConflict(null)
      } catch (error) {
        toastFailure(t, 'admin.conflict.loadFailed', error)
      }
    },
    /** true when `error` is a stale save's 409, now shown */
    catch: (error: unknown, baseVersion: number | undefined, status: ArticleStatus): boolean => {
      if (!isApiError(error) || error.status !== 409 || !error.code?.startsWith('article.versionConflict')) return false
      const currentVersion = Number(error.params?.version)
      if (!baseVersion || !Number.isInteger(currentVersion)) return false
      setConflict({ baseVersion, currentVersion, status, code: error.code, params: error.params ?? {} })
      return true
    },
  }
}

export function ConflictPanel({
  articleId,
  conflict,
  pending,
  onTakeTheirs,
  onKeepMine,
}: {
  articleId: number
  conflict: VersionConflict
  pending: boolean
  onTakeTheirs: () => void
  onKeepMine: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const revisions = useRevisions(articleId)
  const list = revisions.data?.revisions ?? []
  // newest first: the last save at each version
  const base = list.find((r) => r.version === conflict.baseVersion)
  const current = list.find((r) => r.version === conflict.currentVersion)
  const savedAt = typeof conflict.params.savedAt === 'string' ? conflict.params.savedAt : null
  const message = t(`admin.error.${conflict.code}` as TranslationKey, {
    ...conflict.params,
    ...(savedAt ? { time: formatDateTime(savedAt, language) } : {}),
  })
  return (
    <Card role="alert" className="grid gap-4 border-amber-300 bg-amber-50 p-5" data-testid="version-conflict">
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div className="grid gap-1">
          <h2 className="font-semibold">{t('admin.conflict.title')}</h2>
          <p className="text-sm">{message}</p>
          <p className="text-sm">{t('admin.conflict.kept')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onTakeTheirs} disabled={pending} title={t('admin.conflict.takeTheirsHint')}>
          {t('admin.conflict.takeTheirs')}
        </Button>
        <Button onClick={onKeepMine} disabled={pending} title={t('admin.conflict.keepMineHint')}>
          {t('admin.conflict.keepMine')}
        </Button>
      </div>
      <p className="text-sm text-neutral-700">{t('admin.conflict.copyHint')}</p>
      {revisions.isError ? <p className="text-sm text-red-700">{t('admin.conflict.loadFailed')}</p> : null}
      {base && current ? (
        <div className="rounded-md bg-white p-3">
          <RevisionComparison articleId={articleId} fromId={base.id} toId={current.id} />
        </div>
      ) : null}
    </Card>
  )
}
