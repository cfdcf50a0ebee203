/** What other features may use of this one: types, rules and components (no server code). */
export { type AdminArticle } from './article.types.ts'
export { FIELD_LABELS } from './editing/editor/field-labels.ts'
export { SearchBox } from './search/search-box.tsx'
export { ArticleStatusBadge } from './status-badge.tsx'
