import { FolderPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { CategoryDialog } from './category-dialog.tsx'
import { CategoryList } from './category-list.tsx'
import { TagsCard } from './tags-card.tsx'
import type { AdminCategory } from '#app/features/taxonomy/category.types.ts'
import { useDeleteCategory } from './use-category-actions.ts'
import { useCategories } from './use-taxonomy.ts'

/** The categories and tags screen. */
export function CategoriesScreen() {
  const t = useT()
  const { language } = useLanguage()
  const categories = useCategories()
  const remove = useDeleteCategory()
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminCategory | null }>({
    open: false,
    editing: null,
  })
  const close = () => setDialog({ open: false, editing: null })

  const confirmDelete = (category: AdminCategory) => {
    const name = categoryName(category, language)
    if (window.confirm(t('admin.categories.deleteConfirm', { name }))) remove.mutate(category)
  }

  return (
    <>
      <PageHeader
        title={t('admin.categories.title')}
        subtitle={t('admin.categories.subtitle')}
        actions={
          <Button onClick={() => setDialog({ open: true, editing: null })}>
            <FolderPlus aria-hidden />
            {t('admin.categories.add')}
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle>{t('admin.categories.listTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {categories.isError ? (
              <QueryError
                title={t('admin.categories.loadFailed')}
                error={categories.error}
                onRetry={() => void categories.refetch()}
              />
            ) : (
              <CategoryList
                categories={categories.data}
                onEdit={(category) => setDialog({ open: true, editing: category })}
                onDelete={confirmDelete}
              />
            )}
          </CardContent>
        </Card>
        <div className="min-w-0 lg:col-span-2">
          <TagsCard />
        </div>
      </div>
      <CategoryDialog open={dialog.open} editing={dialog.editing} categories={categories.data ?? []} onClose={close} />
    </>
  )
}
