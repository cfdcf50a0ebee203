import { Plus, Tags, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { TagsDialog } from './tags-dialog.tsx'
import { useDeleteTag } from './use-category-actions.ts'
import { useTags } from './use-taxonomy.ts'

/** Every tag as a removable badge, and the Add Tags dialog. */
export function TagsCard() {
  const t = useT()
  const tags = useTags()
  const remove = useDeleteTag()
  const [adding, setAdding] = useState(false)
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('admin.tags.title')}</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          {t('admin.tags.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {tags.isError ? (
          <QueryError title={t('admin.tags.loadFailed')} error={tags.error} onRetry={() => void tags.refetch()} />
        ) : !tags.data ? (
          <div className="flex flex-wrap gap-2" aria-busy="true" aria-label={t('admin.common.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-7 w-20 rounded-full" />
            ))}
          </div>
        ) : tags.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center text-neutral-500">
            <Tags className="size-10 text-neutral-300" aria-hidden />
            <p>{t('admin.tags.empty')}</p>
          </div>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('admin.tags.listLabel')}>
            {tags.data.map((tag) => (
              <li
                key={tag.id}
                className="inline-flex items-center gap-1 rounded-full border border-neutral-300 bg-neutral-50 py-0.5 pr-1 pl-3 text-sm"
              >
                <span data-content>{tag.name}</span>
                <button
                  type="button"
                  aria-label={t('admin.tags.remove', { name: tag.name })}
                  disabled={remove.isPending && remove.variables?.id === tag.id}
                  onClick={() => {
                    if (window.confirm(t('admin.tags.deleteConfirm', { name: tag.name }))) remove.mutate(tag)
                  }}
                  className="rounded-full p-1 text-neutral-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TagsDialog open={adding} onClose={() => setAdding(false)} />
    </Card>
  )
}
