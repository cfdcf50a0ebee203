/** Categories nest one level: top-level ones, each with its sub-categories. */
export interface CategoryNode<C> {
  category: C
  children: C[]
}

interface TreeItem {
  id: number
  parentId: number | null
}

/**
 * Top-level categories in the given order, each with its sub-categories in the given
 * order. A sub-category whose parent is missing is shown at the top level.
 */
export function categoryTree<C extends TreeItem>(categories: readonly C[]): CategoryNode<C>[] {
  const ids = new Set(categories.map((c) => c.id))
  const isTop = (c: C) => c.parentId === null || !ids.has(c.parentId)
  return categories
    .filter(isTop)
    .map((category) => ({ category, children: categories.filter((c) => c.parentId === category.id) }))
}

/** The tree as one list for a select: parents, each followed by its sub-categories (depth 1). */
export function flattenCategoryTree<C extends TreeItem>(categories: readonly C[]): { category: C; depth: 0 | 1 }[] {
  return categoryTree(categories).flatMap(({ category, children }) => [
    { category, depth: 0 as const },
    ...children.map((child) => ({ category: child, depth: 1 as const })),
  ])
}

/** The parents a category may have: top-level categories other than itself. */
export function parentChoices<C extends TreeItem>(categories: readonly C[], editingId: number | null): C[] {
  return categories.filter((c) => c.parentId === null && c.id !== editingId)
}
