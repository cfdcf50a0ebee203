import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { toastFailure, toastRule } from '#app/ui/admin/feedback.ts'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { NEWSLETTER_MAX_ARTICLES } from '#app/features/newsletters/newsletter.schema.ts'
import type { SiteSettings } from '#app/features/settings/public.ts'
import { ArticlePicker } from '#app/features/curation/public.ts'
import { CuratedItem } from '#app/features/curation/public.ts'
import { addToList, canMove, moveInList, notYetChosen, removeFromList } from '#app/features/curation/public.ts'
import { useCurationArticles } from '#app/features/curation/public.ts'
import { STARTING_ARTICLES, startingArticles } from './newsletter-format.ts'

/** Today's editor's picks (the curation setting) and the latest published articles, as one starting list. */
async function loadStartingArticles(): Promise<number[]> {
  const [settings, latest] = await Promise.all([
    apiRequest<SiteSettings>('GET', '/api/admin/settings'),
    apiRequest<{ articles: { id: number }[] }>(
      'GET',
      `/api/admin/articles?status=published&limit=${STARTING_ARTICLES}`,
    ),
  ])
  return startingArticles(
    settings.editorsPickArticles,
    latest.articles.map((article) => article.id),
  )
}

/** The articles: a searchable picker of published ones, the ordered list, and a quick start. */
export function NewsletterArticles({
  ids,
  onChange,
  error,
}: {
  ids: number[]
  onChange: (ids: number[]) => void
  error?: string
}) {
  const t = useT()
  const { published, byId } = useCurationArticles(ids)
  const [selected, setSelected] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)

  const add = () => {
    const result = addToList(ids, selected === null ? null : Number(selected), NEWSLETTER_MAX_ARTICLES)
    if (result.ok) {
      onChange(result.ids)
      setSelected(null)
    } else if (result.reason === 'invalid') toastRule(t, 'admin.curation.invalidTitle', 'admin.curation.invalidText')
    else
      toastRule(t, 'admin.curation.limitTitle', 'admin.newsletters.rule.tooManyArticles', {
        max: NEWSLETTER_MAX_ARTICLES,
      })
  }

  const start = async () => {
    setStarting(true)
    try {
      onChange(await loadStartingArticles())
    } catch (failure) {
      toastFailure(t, 'admin.newsletters.startFromPicksFailed', failure)
    } finally {
      setStarting(false)
    }
  }

  return (
    <section aria-labelledby="newsletter-articles-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-articles-title" className="text-lg font-semibold">
          {t('admin.newsletters.section.articles')}
        </h2>
        <Badge variant={ids.length > NEWSLETTER_MAX_ARTICLES ? 'warning' : 'secondary'} className="tabular-nums">
          {t('admin.curation.count', { count: ids.length, max: NEWSLETTER_MAX_ARTICLES })}
        </Badge>
      </div>
      <p className="text-sm text-neutral-500">
        {t('admin.newsletters.articlesHint', { max: NEWSLETTER_MAX_ARTICLES })}
      </p>
      <div>
        <Button variant="outline" onClick={() => void start()} disabled={starting}>
          <Sparkles aria-hidden />
          {t('admin.newsletters.startFromPicks')}
        </Button>
      </div>
      {ids.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 p-4 text-sm text-neutral-500">
          {t('admin.newsletters.articlesEmpty')}
        </p>
      ) : (
        <ol aria-label={t('admin.newsletters.articlesLabel')} className="divide-y divide-neutral-200">
          {ids.map((id, index) => (
            <CuratedItem
              key={id}
              position={index + 1}
              article={byId.get(id)}
              articleId={id}
              showCategory
              canMoveUp={canMove(ids, index, -1)}
              canMoveDown={canMove(ids, index, 1)}
              disabled={false}
              onMoveUp={() => onChange(moveInList(ids, index, -1) ?? ids)}
              onMoveDown={() => onChange(moveInList(ids, index, 1) ?? ids)}
              onRemove={() => onChange(removeFromList(ids, id))}
            />
          ))}
        </ol>
      )}
      {error ? (
        <p id="newsletter-articles-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <ArticlePicker
        idPrefix="newsletter"
        articles={published.data ? notYetChosen(published.data, ids) : undefined}
        selected={selected}
        onSelect={setSelected}
        onAdd={add}
        disabled={ids.length >= NEWSLETTER_MAX_ARTICLES}
        showCategory
      />
    </section>
  )
}
