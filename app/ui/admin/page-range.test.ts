import { expect, test } from 'vitest'
import { pageRange } from './page-range.ts'

test('numbers the rows shown', () => {
  expect(pageRange(0, 50, 120)).toEqual({ from: 1, to: 50 })
  expect(pageRange(100, 20, 120)).toEqual({ from: 101, to: 120 })
  expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0 })
})
