import { describe, expect, test } from 'vitest'
import { addToList, canMove, moveInList, notYetChosen, removeFromList } from './curated-list.ts'

describe('addToList', () => {
  test('adds a new article at the end', () => {
    expect(addToList([4, 2], 9, 3)).toEqual({ ok: true, ids: [4, 2, 9] })
  })

  test('no choice, or an article already in the list, is an invalid selection', () => {
    expect(addToList([4, 2], null, 3)).toEqual({ ok: false, reason: 'invalid' })
    expect(addToList([4, 2], 2, 3)).toEqual({ ok: false, reason: 'invalid' })
  })

  test('a full list refuses more', () => {
    expect(addToList([1, 2, 3], 4, 3)).toEqual({ ok: false, reason: 'limit' })
    expect(addToList([1, 2, 3, 4, 5], 6, 6)).toEqual({ ok: true, ids: [1, 2, 3, 4, 5, 6] })
    expect(addToList([1, 2, 3, 4, 5, 6], 7, 6)).toEqual({ ok: false, reason: 'limit' })
  })
})

describe('moveInList', () => {
  test('swaps with the neighbour', () => {
    expect(moveInList([1, 2, 3], 0, 1)).toEqual([2, 1, 3])
    expect(moveInList([1, 2, 3], 2, -1)).toEqual([1, 3, 2])
  })

  test('the first cannot go up and the last cannot go down', () => {
    expect(canMove([1, 2, 3], 0, -1)).toBe(false)
    expect(canMove([1, 2, 3], 2, 1)).toBe(false)
    expect(moveInList([1, 2, 3], 0, -1)).toBeNull()
    expect(moveInList([1, 2, 3], 2, 1)).toBeNull()
    expect(moveInList([1], 0, 1)).toBeNull()
  })

  test('leaves the given list alone', () => {
    const ids = [1, 2]
    moveInList(ids, 0, 1)
    expect(ids).toEqual([1, 2])
  })
})

test('removeFromList keeps the order of the others', () => {
  expect(removeFromList([5, 6, 7], 6)).toEqual([5, 7])
  expect(removeFromList([5, 6, 7], 8)).toEqual([5, 6, 7])
})

test('notYetChosen leaves out the articles in the list', () => {
  expect(notYetChosen([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1])).toEqual([{ id: 2 }])
})
