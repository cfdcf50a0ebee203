import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { dismissToast, getToasts, subscribeToToasts, toast, TOAST_REMOVE_DELAY_MS } from './use-toast.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  dismissToast()
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  vi.useRealTimers()
})

test('at most one toast: a new one replaces the one shown', () => {
  const changes = vi.fn()
  const unsubscribe = subscribeToToasts(changes)
  toast({ title: 'first' })
  toast({ title: 'second', variant: 'destructive' })
  expect(getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([['second', 'destructive', true]])
  expect(changes).toHaveBeenCalledTimes(2)
  unsubscribe()
})

test('a dismissed toast closes at once and leaves the store 1,000,000 ms later', () => {
  const { dismiss } = toast({ title: 'bye' })
  dismiss()
  expect(getToasts()[0]?.open).toBe(false)
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
  expect(getToasts()).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(getToasts()).toHaveLength(0)
})
