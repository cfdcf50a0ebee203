import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { localizedField } from '#app/i18n/localize.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import { ArticleFootSection } from './article-foot-section.tsx'

/**
 * The article's correction notes at its foot, oldest first, each with its date and
 * time (site time zone), in the reader's language (the Greek text, else the default).
 */
export function ArticleCorrections({ corrections }: { corrections: PublicArticle['corrections'] }) {
  const t = useT()
  const { language } = useLanguage()
  if (corrections.length === 0) return null
  return (
    <ArticleFootSection id="article-corrections" title={t('article.corrections')}>
      <ol className="mt-3 grid gap-3">
        {corrections.map((correction) => (
          <li key={correction.id} className="rounded-md bg-amber-50 px-4 py-3 text-neutral-800">
            <time dateTime={correction.createdAt} className="block text-xs font-medium text-neutral-500">
              {formatDateTime(correction.createdAt, language)}
            </time>
            <p className="mt-1 leading-relaxed whitespace-pre-line">{localizedField(correction, 'text', language)}</p>
          </li>
        ))}
      </ol>
    </ArticleFootSection>
  )
}
