import { describe, expect, it } from 'vitest'
import { looksLikeAnAddress } from './newsletter-subscribe.ts'

describe('looksLikeAnAddress', () => {
  it('lets through what the server may take', () => {
    for (const address of ['reader@example.com', 'όνομα@παράδειγμα.ελ', 'a+b@localhost']) {
      expect(looksLikeAnAddress(address), address).toBe(true)
    }
  })

  it('stops what no server would take, before any request', () => {
    for (const address of ['', 'not-an-address', '@example.com', 'reader@', 'a b@example.com', 'a@b@c']) {
      expect(looksLikeAnAddress(address), address).toBe(false)
    }
  })
})
