import { describe, expect, test } from 'vitest'
import { AdInputSchema } from '#app/features/advertisements/ad.schema.ts'
import { adRequestBody, clickThroughRate, formatAdDay, formatRate, summarizeAds, toggledStatus } from './ad-format.ts'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'

function ad(overrides: Partial<AdminAd>): AdminAd {
  return {
    id: 1,
    title: 'Ad',
    description: null,
    imageUrl: null,
    linkUrl: null,
    htmlContent: null,
    placement: 'homepage_banner',
    status: 'active',
    startDate: null,
    endDate: null,
    priority: 1,
    isGlobalEnabled: true,
    clickCount: 0,
    impressionCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  }
}

test('days are shown the Greek way in Greek, in words in English, open ends as null', () => {
  expect(formatAdDay('2026-12-05', 'gr')).toBe('05/12/2026')
  expect(formatAdDay('2026-12-05', 'en')).toBe('5 Dec 2026')
  expect(formatAdDay(null, 'gr')).toBeNull()
})

test('the click-through rate is a percent with the decimal mark of the language, and none before impressions', () => {
  expect(clickThroughRate(3, 200)).toBe(1.5)
  expect(formatRate(clickThroughRate(3, 200), 'gr')).toBe('1,5%')
  expect(formatRate(clickThroughRate(1, 3), 'gr')).toBe('33,33%')
  expect(formatRate(clickThroughRate(1, 3), 'en')).toBe('33.33%')
  expect(formatRate(clickThroughRate(0, 0), 'en')).toBe('—')
})

test('the summary counts all, active and inactive ads, and adds up the clicks', () => {
  const ads = [
    ad({ status: 'active', clickCount: 4 }),
    ad({ id: 2, status: 'inactive', clickCount: 1 }),
    ad({ id: 3, status: 'scheduled', clickCount: 0 }),
  ]
  expect(summarizeAds(ads)).toEqual({ total: 3, active: 1, inactive: 1, clicks: 5 })
})

test('the toggle switches active and inactive, and switches a scheduled ad off', () => {
  expect(toggledStatus('active')).toBe('inactive')
  expect(toggledStatus('inactive')).toBe('active')
  expect(toggledStatus('scheduled')).toBe('inactive')
})

describe('adRequestBody', () => {
  test('leaves out the empty optional fields; a non-numeric priority is 1', () => {
    const input = AdInputSchema.parse({
      title: ' Banner ',
      description: '',
      imageUrl: '',
      linkUrl: 'https://shop.example/',
      htmlContent: '',
      placement: 'homepage_banner',
      status: 'active',
      startDate: '',
      endDate: '2026-12-31',
      priority: 'abc',
      isGlobalEnabled: true,
    })
    expect(adRequestBody(input)).toEqual({
      title: 'Banner',
      linkUrl: 'https://shop.example/',
      placement: 'homepage_banner',
      status: 'active',
      endDate: '2026-12-31',
      priority: 1,
      isGlobalEnabled: true,
    })
  })

  test('disabled image and link fields (custom HTML) are not sent', () => {
    const input = AdInputSchema.parse({
      title: 'H',
      htmlContent: '<b>x</b>',
      imageUrl: undefined,
      linkUrl: undefined,
      placement: 'footer_top',
      priority: '40',
      isGlobalEnabled: false,
    })
    expect(adRequestBody(input)).toEqual({
      title: 'H',
      htmlContent: '<b>x</b>',
      placement: 'footer_top',
      status: 'active',
      priority: 40,
      isGlobalEnabled: false,
    })
  })
})
