/** What other features may use of this one: types, rules and components (no server code). */
export { ArticlePicker } from './screens/article-picker.tsx'
export { CuratedItem } from './screens/curated-item.tsx'
export { addToList, canMove, moveInList, notYetChosen, removeFromList } from './screens/curated-list.ts'
export { useCurationArticles } from './screens/use-curation.ts'
