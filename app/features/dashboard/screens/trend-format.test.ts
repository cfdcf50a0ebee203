import { expect, test } from 'vitest'
import { formatChange } from './trend-format.ts'

test('changes carry their sign; no change has none', () => {
  expect(formatChange(18, 'en-GB')).toBe('+18%')
  expect(formatChange(-5, 'en-GB')).toBe('-5%')
  expect(formatChange(0, 'en-GB')).toBe('0%')
  expect(formatChange(1250, 'en-GB')).toBe('+1,250%')
  expect(formatChange(18, 'el-GR').replace(/\s/g, '')).toBe('+18%')
})
