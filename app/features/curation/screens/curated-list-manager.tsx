import { useState } from 'react'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { useSaveSettings, useSiteSettings } from '#app/features/settings/public.ts'
import { ArticlePicker } from './article-picker.tsx'
import { CuratedItem } from './curated-item.tsx'
import { addToList, canMove, moveInList, notYetChosen, removeFromList } from './curated-list.ts'
import type { CurationConfig } from './types.ts'
import { useCurationArticles } from './use-curation.ts'
import { toastRule } from '#app/ui/admin/feedback.ts'

/**
 * Breaking News and Editor's Pick: the ordered list with
 * its positions, up / down / remove, and a picker with Add. Every change saves the
 * whole list at once; while it saves, the new order is shown and the controls wait.
 */
export function CuratedListManager({ config }: { config: CurationConfig }) {
  const t = useT()
  const settings = useSiteSettings()
  const save = useSaveSettings<Partial<Record<CurationConfig['field'], number[]>>>({
    success: config.text.updated,
    failure: config.text.updateFailed,
  })
  const pending = save.isPending ? save.variables?.[config.field] : undefined
  const ids = pending ?? settings.data?.[config.field]
  const { published, byId } = useCurationArticles(ids)
  const [selected, setSelected] = useState<string | null>(null)

  const commit = (next: number[], onSaved?: () => void) =>
    save.mutate({ [config.field]: next }, { onSuccess: () => onSaved?.() })

  const add = () => {
    const result = addToList(ids ?? [], selected === null ? null : Number(selected), config.max)
    if (result.ok) commit(result.ids, () => setSelected(null))
    else if (result.reason === 'invalid') toastRule(t, 'admin.curation.invalidTitle', 'admin.curation.invalidText')
    else toastRule(t, 'admin.curation.limitTitle', config.text.limit)
  }

  return (
    <>
      <PageHeader title={t(config.text.title)} subtitle={t(config.text.subtitle)} />
      {settings.isError ? (
        <QueryError title={t(config.text.loadFailed)} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <Card className="lg:col-span-3">
            <CardHeader className="flex-row items-center justify-between gap-3">
              <CardTitle>{t(config.text.listTitle)}</CardTitle>
              {ids ? (
                <Badge variant={ids.length >= config.max ? 'warning' : 'secondary'} className="tabular-nums">
                  {t('admin.curation.count', { count: ids.length, max: config.max })}
                </Badge>
              ) : null}
            </CardHeader>
            <CardContent>
              {!ids ? (
                <div aria-busy="true" aria-label={t('admin.common.loading')} className="grid gap-3">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className="h-12 w-full" />
                  ))}
                </div>
              ) : ids.length === 0 ? (
                <p className="py-8 text-center text-neutral-500">{t(config.text.empty)}</p>
              ) : (
                <ol
                  aria-label={t(config.text.listLabel)}
                  aria-busy={save.isPending || undefined}
                  className="divide-y divide-neutral-100"
                >
                  {ids.map((id, index) => (
                    <CuratedItem
                      key={id}
                      position={index + 1}
                      articleId={id}
                      article={byId.get(id)}
                      showCategory={config.showCategory}
                      canMoveUp={canMove(ids, index, -1)}
                      canMoveDown={canMove(ids, index, 1)}
                      disabled={save.isPending}
                      onMoveUp={() => {
                        const next = moveInList(ids, index, -1)
                        if (next) commit(next)
                      }}
                      onMoveDown={() => {
                        const next = moveInList(ids, index, 1)
                        if (next) commit(next)
                      }}
                      onRemove={() => commit(removeFromList(ids, id))}
                    />
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t('admin.curation.addTitle')}</CardTitle>
              <CardDescription>{t('admin.curation.addDescription', { max: config.max })}</CardDescription>
            </CardHeader>
            <CardContent>
              {published.isError ? (
                <QueryError
                  title={t('admin.curation.articlesLoadFailed')}
                  error={published.error}
                  onRetry={() => void published.refetch()}
                />
              ) : (
                <ArticlePicker
                  idPrefix={config.idPrefix}
                  articles={published.data && ids ? notYetChosen(published.data, ids) : undefined}
                  selected={selected}
                  onSelect={setSelected}
                  onAdd={add}
                  disabled={save.isPending}
                  showCategory={config.showCategory}
                />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  )
}
