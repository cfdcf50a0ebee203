/** What other features may use of this one on the server (services). */
export { type PublicCategory, getPublicCategoryBySlug, listPublicCategories } from './categories.server.ts'
