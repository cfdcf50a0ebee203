import { FilePlus } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { localizedField } from '#app/i18n/localize.ts'
import { ADMIN_ARTICLES_PAGE_SIZE } from '#app/utils/constants.ts'
import { useCategories } from '#app/features/taxonomy/public.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { ArticleFilters } from './article-filters.tsx'
import { ArticlesTable } from './articles-table.tsx'
import { ListPager } from '#app/ui/admin/list-pager.tsx'
import { pageRange } from '#app/ui/admin/page-range.ts'
import type { ArticleListFilters, TranslationFilter } from './types.ts'
import { isTranslationState } from '#app/features/articles/translation-state.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import { useArticleList, useAuthorChoices, useDeleteArticle } from './use-articles.ts'
import { useDebouncedValue } from '#app/ui/admin/use-debounced-value.ts'

type Filters = Omit<ArticleListFilters, 'search' | 'offset' | 'translation'>
const NO_FILTERS: Filters = { status: 'all', categoryId: null, authorId: null }
const isFiltered = (filters: Filters) =>
  filters.status !== 'all' || filters.categoryId !== null || filters.authorId !== null

/** The admin's article list: filters, 50 a page, delete after a confirmation. */
export function ArticleListScreen() {
  const t = useT()
  const { language } = useLanguage()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  // the translation filter lives in the address (?translation=greekOutdated), so a link can open it;
  // a value it does not know shows every article
  const [params, setParams] = useSearchParams()
  const fromUrl = params.get('translation')
  const translation: TranslationFilter = isTranslationState(fromUrl) ? fromUrl : 'all'
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim())
  const [page, setPage] = useState({ offset: 0, search })
  // a new search starts again from the first page, like every other filter
  const offset = page.search === search ? page.offset : 0

  const list = useArticleList({ ...filters, translation, search, offset })
  const categories = useCategories()
  const authors = useAuthorChoices(list.data?.articles)
  const remove = useDeleteArticle()

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }))
    setPage({ offset: 0, search })
  }
  const setTranslation = (value: TranslationFilter) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'all') next.delete('translation')
        else next.set('translation', value)
        return next
      },
      { replace: true },
    )
    setPage({ offset: 0, search })
  }
  const goTo = (next: number) => setPage({ offset: Math.max(0, next), search })

  const data = list.data
  // the last row of the last page was deleted: show the page before it
  if (data && data.articles.length === 0 && data.total > 0 && offset > 0 && !list.isPlaceholderData) {
    goTo(Math.floor((data.total - 1) / ADMIN_ARTICLES_PAGE_SIZE) * ADMIN_ARTICLES_PAGE_SIZE)
  }
  const range = pageRange(offset, data?.articles.length ?? 0, data?.total ?? 0)

  const confirmDelete = (article: AdminArticle) => {
    const title = localizedField(article, 'title', language)
    if (window.confirm(t('admin.articles.deleteConfirm', { title }))) remove.mutate(article)
  }

  return (
    <>
      <PageHeader
        title={t('admin.articles.title')}
        subtitle={t('admin.articles.subtitle')}
        actions={
          <Link to="/admin/articles/new" className={buttonVariants()}>
            <FilePlus aria-hidden />
            {t('admin.articles.new')}
          </Link>
        }
      />
      <Card>
        <ArticleFilters
          search={searchText}
          status={filters.status}
          categoryId={filters.categoryId}
          authorId={filters.authorId}
          translation={translation}
          categories={categories.data ?? []}
          authors={authors}
          onSearchChange={setSearchText}
          onStatusChange={(value) => setFilter('status', value)}
          onCategoryChange={(value) => setFilter('categoryId', value)}
          onAuthorChange={(value) => setFilter('authorId', value)}
          onTranslationChange={setTranslation}
        />
        {list.isError ? (
          <div className="p-4">
            <QueryError title={t('admin.articles.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
          </div>
        ) : (
          <>
            <ArticlesTable
              articles={data?.articles}
              filtered={search !== '' || translation !== 'all' || isFiltered(filters)}
              onDelete={confirmDelete}
            />
            {data && data.total > 0 ? (
              <ListPager
                label={t('admin.articles.range', { ...range, total: data.total })}
                hasPrevious={offset > 0}
                hasNext={offset + data.articles.length < data.total}
                onPrevious={() => goTo(offset - ADMIN_ARTICLES_PAGE_SIZE)}
                onNext={() => goTo(offset + ADMIN_ARTICLES_PAGE_SIZE)}
              />
            ) : null}
          </>
        )}
      </Card>
    </>
  )
}
