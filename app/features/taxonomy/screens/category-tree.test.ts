import { describe, expect, test } from 'vitest'
import { categoryTree, flattenCategoryTree, parentChoices } from './category-tree.ts'

const categories = [
  { id: 1, parentId: null, name: 'Πολιτική' },
  { id: 2, parentId: 1, name: 'Βουλή' },
  { id: 3, parentId: null, name: 'Αθλητικά' },
  { id: 4, parentId: 3, name: 'Ποδόσφαιρο' },
  { id: 5, parentId: 1, name: 'Εκλογές' },
  { id: 6, parentId: 99, name: 'Ορφανή' },
]

describe('category tree', () => {
  test('nests sub-categories under their parents, keeping the order', () => {
    expect(categoryTree(categories).map(({ category, children }) => [category.id, children.map((c) => c.id)])).toEqual([
      [1, [2, 5]],
      [3, [4]],
      [6, []],
    ])
  })

  test('flattens for a select, parents first with their sub-categories indented', () => {
    expect(flattenCategoryTree(categories).map(({ category, depth }) => `${depth}:${category.id}`)).toEqual([
      '0:1',
      '1:2',
      '1:5',
      '0:3',
      '1:4',
      '0:6',
    ])
  })

  test('offers only other top-level categories as parents', () => {
    expect(parentChoices(categories, null).map((c) => c.id)).toEqual([1, 3])
    expect(parentChoices(categories, 1).map((c) => c.id)).toEqual([3])
  })
})
