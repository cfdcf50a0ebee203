import { SearchField } from '#app/ui/admin/search-field.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { ARTICLE_STATUSES } from '#db/schema/enums.ts'
import { flattenCategoryTree } from '#app/features/taxonomy/public.ts'
import type { AdminCategory } from '#app/features/taxonomy/public.ts'
import type { AuthorChoice } from './use-articles.ts'
import type { StatusFilter, TranslationFilter } from './types.ts'
import { TRANSLATION_STATES } from '#app/features/articles/translation-state.ts'

const ALL = 'all'
const idValue = (id: number | null) => (id === null ? ALL : String(id))
const idFrom = (value: string) => (value === ALL ? null : Number(value))

/** Search (typed text, debounced by the screen), status, category, author and translation state. */
export function ArticleFilters({
  search,
  status,
  categoryId,
  authorId,
  translation,
  categories,
  authors,
  onSearchChange,
  onStatusChange,
  onCategoryChange,
  onAuthorChange,
  onTranslationChange,
}: {
  search: string
  status: StatusFilter
  categoryId: number | null
  authorId: number | null
  translation: TranslationFilter
  categories: AdminCategory[]
  authors: AuthorChoice[]
  onSearchChange: (search: string) => void
  onStatusChange: (status: StatusFilter) => void
  onCategoryChange: (id: number | null) => void
  onAuthorChange: (id: number | null) => void
  onTranslationChange: (translation: TranslationFilter) => void
}) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <div role="search" className="grid gap-3 border-b border-neutral-200 p-4 md:grid-cols-2 xl:grid-cols-5">
      <SearchField
        value={search}
        onChange={onSearchChange}
        placeholder={t('admin.articles.search')}
        label={t('admin.articles.searchLabel')}
      />
      <Select value={status} onValueChange={(value) => onStatusChange(value as StatusFilter)}>
        <SelectTrigger aria-label={t('admin.articles.filter.status')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('admin.articles.filter.allStatuses')}</SelectItem>
          {ARTICLE_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {t(`admin.articleStatus.${value}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={idValue(categoryId)} onValueChange={(value) => onCategoryChange(idFrom(value))}>
        <SelectTrigger aria-label={t('admin.articles.filter.category')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('admin.articles.filter.allCategories')}</SelectItem>
          {flattenCategoryTree(categories).map(({ category, depth }) => (
            <SelectItem key={category.id} value={String(category.id)} className={depth ? 'pl-6' : undefined}>
              {categoryName(category, language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={idValue(authorId)} onValueChange={(value) => onAuthorChange(idFrom(value))}>
        <SelectTrigger aria-label={t('admin.articles.filter.author')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('admin.articles.filter.allAuthors')}</SelectItem>
          {authors.map((author) => (
            <SelectItem key={author.id} value={String(author.id)}>
              {author.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={translation} onValueChange={(value) => onTranslationChange(value as TranslationFilter)}>
        <SelectTrigger aria-label={t('admin.translation.filter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('admin.translation.filter.all')}</SelectItem>
          {TRANSLATION_STATES.map((value) => (
            <SelectItem key={value} value={value}>
              {t(`admin.translation.state.${value}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
