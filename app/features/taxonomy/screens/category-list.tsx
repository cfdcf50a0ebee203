import { FolderTree, Pencil, Trash2 } from 'lucide-react'
import { Button } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'
import { categoryTree } from './category-tree.ts'
import type { AdminCategory } from '#app/features/taxonomy/category.types.ts'

/** A colour outside the palette shows grey. */
const FALLBACK_COLOR = '#9ca3af'

function ColorSwatch({ color }: { color: string }) {
  const t = useT()
  const preset = CATEGORY_COLORS.find((c) => c.value === color)
  return (
    <span
      role="img"
      aria-label={t('admin.categories.colorOf', {
        color: preset ? t(`admin.categories.color.${preset.name}`) : color,
      })}
      className="size-4 shrink-0 rounded-full border border-black/10"
      style={{ backgroundColor: preset ? preset.value : FALLBACK_COLOR }}
    />
  )
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: AdminCategory
  onEdit: () => void
  onDelete: () => void
}) {
  const t = useT()
  const { language } = useLanguage()
  const name = categoryName(category, language)
  const other = language === 'en' ? category.name : category.nameEn
  const description = language === 'en' && category.descriptionEn ? category.descriptionEn : category.description
  return (
    <div className="flex items-center gap-3 py-3" data-testid={`category-row-${category.id}`}>
      <ColorSwatch color={category.color} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-neutral-900" data-content>
          {name}
          {other && other !== name ? <span className="ml-2 text-sm font-normal text-neutral-500">{other}</span> : null}
        </p>
        <p className="truncate text-xs text-neutral-500">
          <span data-content>/categories/{category.slug}</span> ·{' '}
          {t('admin.categories.order', { n: category.sortOrder })}
        </p>
        {description ? (
          <p className="mt-0.5 line-clamp-2 text-sm text-neutral-600" data-content>
            {description}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('admin.categories.edit', { name })}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={t('admin.categories.delete', { name })}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </div>
  )
}

/** Top-level categories, each with its sub-categories nested underneath. */
export function CategoryList({
  categories,
  onEdit,
  onDelete,
}: {
  categories: AdminCategory[] | undefined
  onEdit: (category: AdminCategory) => void
  onDelete: (category: AdminCategory) => void
}) {
  const t = useT()
  const { language } = useLanguage()
  if (!categories) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="grid gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    )
  }
  if (categories.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-neutral-500">
        <FolderTree className="size-10 text-neutral-300" aria-hidden />
        <p>{t('admin.categories.empty')}</p>
      </div>
    )
  }
  return (
    <ul className="divide-y divide-neutral-100" aria-label={t('admin.categories.listTitle')}>
      {categoryTree(categories).map(({ category, children }) => (
        <li key={category.id}>
          <CategoryRow category={category} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
          {children.length > 0 ? (
            <ul
              className="mb-3 ml-2 divide-y divide-neutral-100 border-l-2 border-neutral-200 pl-4 sm:ml-4"
              aria-label={t('admin.categories.subcategoriesOf', { name: categoryName(category, language) })}
            >
              {children.map((child) => (
                <li key={child.id}>
                  <CategoryRow category={child} onEdit={() => onEdit(child)} onDelete={() => onDelete(child)} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
