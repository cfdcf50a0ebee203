import { Info, Plus } from 'lucide-react'
import { useState } from 'react'
import { useDebouncedValue } from '#app/ui/admin/use-debounced-value.ts'
import { Button } from '#app/ui/admin/button.tsx'
import { Combobox, optionSearchText, type ComboboxOption } from '#app/ui/admin/combobox.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { includesEveryWord } from '#app/utils/text-folding.ts'
import type { CurationArticle } from './types.ts'
import { usePublishedSearchIds } from './use-curation.ts'

/**
 * Every word typed appears in either title or the second line, without case or
 * accents, or the search engine finds the article for them (`found`: word forms,
 * Greeklish).
 */
function pickerMatches(option: ComboboxOption, query: string, found: ReadonlySet<number>): boolean {
  return includesEveryWord(optionSearchText(option), query) || found.has(Number(option.value))
}

/** A searchable choice of the published articles not in the list yet, and Add. */
export function ArticlePicker({
  idPrefix,
  articles,
  selected,
  onSelect,
  onAdd,
  disabled,
  showCategory,
}: {
  idPrefix: string
  /** undefined while they load */
  articles: CurationArticle[] | undefined
  selected: string | null
  onSelect: (value: string | null) => void
  onAdd: () => void
  disabled: boolean
  showCategory: boolean
}) {
  const t = useT()
  const { language } = useLanguage()
  const id = `${idPrefix}-picker`
  const [typed, setTyped] = useState('')
  const found = usePublishedSearchIds(useDebouncedValue(typed.trim()))
  const options: ComboboxOption[] = (articles ?? []).map((article) => ({
    value: String(article.id),
    label: localizedField(article, 'title', language),
    // both languages' titles: a Greek title finds the article in the English admin, and back
    keywords: `${article.title} ${article.titleGr ?? ''}`,
    description: [
      showCategory && article.category ? categoryName(article.category, language) : null,
      article.publishedAt ? formatDate(article.publishedAt, language) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }))
  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{t('admin.curation.pickerLabel')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {articles ? (
          <Combobox
            id={id}
            className="flex-1"
            options={options}
            value={selected}
            onValueChange={onSelect}
            filter={(option, query) => pickerMatches(option, query, found)}
            onQueryChange={setTyped}
            placeholder={t('admin.curation.pickerPlaceholder')}
            emptyText={t('admin.curation.pickerEmpty')}
            aria-describedby={`${id}-tip`}
          />
        ) : (
          <Skeleton className="h-10 flex-1" />
        )}
        <Button onClick={onAdd} disabled={disabled || !articles}>
          <Plus aria-hidden />
          {t('admin.curation.add')}
        </Button>
      </div>
      <p id={`${id}-tip`} className="flex gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('admin.curation.tip')}
      </p>
    </div>
  )
}
