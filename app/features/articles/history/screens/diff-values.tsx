import { useCategories, useTags } from '#app/features/taxonomy/public.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { SnapshotCorrection } from '#app/features/articles/article.types.ts'

/** A value of a field that is not compared word by word, in the user's language. */
export function useValueText(): (field: string, value: unknown) => string {
  const t = useT()
  const { language } = useLanguage()
  const categories = useCategories()
  const tags = useTags()
  return (field, value) => {
    if (value === null || value === undefined || value === '') return t('admin.diff.empty')
    if (typeof value === 'boolean') return t(value ? 'admin.diff.yes' : 'admin.diff.no')
    if (field === 'status') return t(`admin.articleStatus.${value as ArticleStatus}`)
    if (field === 'publishedAt') return formatDateTime(value as string, language)
    if (field === 'categoryId') {
      const category = categories.data?.find((c) => c.id === value)
      return category ? categoryName(category, language) : `#${String(value)}`
    }
    if (field === 'tagIds' && Array.isArray(value)) {
      if (value.length === 0) return t('admin.diff.empty')
      return value.map((id) => tags.data?.find((tag) => tag.id === id)?.name ?? `#${String(id)}`).join(', ')
    }
    if (field === 'corrections' && Array.isArray(value)) {
      if (value.length === 0) return t('admin.diff.empty')
      return (value as SnapshotCorrection[])
        .map((c) => `${formatDateTime(c.createdAt, language)}: ${c.text}${c.textGr ? ` / ${c.textGr}` : ''}`)
        .join('\n')
    }
    if (Array.isArray(value)) return value.length ? value.map(String).join('\n') : t('admin.diff.empty')
    return String(value)
  }
}
