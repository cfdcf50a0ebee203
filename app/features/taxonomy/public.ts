/** What other features may use of this one: types, rules and components (no server code). */
export { type CategoryTreeNode, buildCategoryTree } from './category-tree.ts'
export { categoryMessages } from './category.messages.ts'
export { type AdminCategory, type AdminTag } from './category.types.ts'
export { flattenCategoryTree } from './screens/category-tree.ts'
export { useCategories, useTags } from './screens/use-taxonomy.ts'
