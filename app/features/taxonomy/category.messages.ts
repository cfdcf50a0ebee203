import { defineMessages } from '#app/utils/messages.ts'

/** Categories' messages. */
export const categoryMessages = defineMessages('category', {
  nameRequired: 'Category name is required.',
  colorInvalid: 'Pick one of the 8 colours',
  sortOrderInvalid: 'Sort order must be a whole number from -10000 to 10000',
  parentMissing: 'The parent category does not exist.',
  parentSelf: 'A category cannot be its own parent.',
  parentNotMain: 'Only a main category can be a parent (one level of nesting).',
  parentHasChildren: 'A category with sub-categories cannot become a sub-category itself.',
  notFound: 'Category not found',
  hasOneArticle: 'Cannot delete category: it has 1 article. Move them to another category first.',
  hasArticles: 'Cannot delete category: it has {count} articles. Move them to another category first.',
  hasOneSubcategory: 'Cannot delete category: it has 1 sub-category. Delete or move them first.',
  hasSubcategories: 'Cannot delete category: it has {count} sub-categories. Delete or move them first.',
})

/** Tags' messages. */
export const tagMessages = defineMessages('tag', {
  namesRequired: 'Enter at least one tag name',
  notFound: 'Tag not found',
})
