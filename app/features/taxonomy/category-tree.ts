import type { PublicCategory } from './categories.server.ts'

export interface CategoryTreeNode extends PublicCategory {
  children: PublicCategory[]
}

/** Top-level categories (no parent) with their sub-categories, in the given order. */
export function buildCategoryTree(categories: PublicCategory[]): CategoryTreeNode[] {
  return categories
    .filter((c) => c.parentId === null)
    .map((top) => ({ ...top, children: categories.filter((c) => c.parentId === top.id) }))
}
