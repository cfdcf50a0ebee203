import { expect, test } from 'vitest'
import { formatSubscriptionDate, pageCount, subscriptionsUrl } from './subscription-format.ts'

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

test('dates are short with the time, in the chosen language (site time zone)', () => {
  // 08:15 UTC is 10:15 in Athens in November
  expect(plain(formatSubscriptionDate('2026-11-22T08:15:00.000Z', 'en'))).toBe('Nov 22, 2026, 10:15 AM')
  expect(plain(formatSubscriptionDate('2026-11-22T08:15:00.000Z', 'gr'))).toMatch(/^22 Νοε 2026, 10:15 π\.μ\.$/)
})

test('the list call: status left out for all, search trimmed, offset (page-1)*20', () => {
  expect(subscriptionsUrl({ status: 'all', search: '', page: 1 })).toBe('/api/admin/subscriptions?limit=20&offset=0')
  expect(subscriptionsUrl({ status: 'unsubscribed', search: ' Reader@ ', page: 3 })).toBe(
    '/api/admin/subscriptions?status=unsubscribed&search=Reader%40&limit=20&offset=40',
  )
})

test('page count', () => {
  expect(pageCount(0)).toBe(1)
  expect(pageCount(20)).toBe(1)
  expect(pageCount(21)).toBe(2)
})
