import { useSyncExternalStore, type ReactNode } from 'react'
import { TOAST_LIMIT } from '#app/utils/constants.ts'
import { toastsChanged } from './toast-signal.ts'

/**
 * A module-level toast store in the shadcn/ui way: `toast()` works anywhere (event
 * handlers, the API client), `useToast()` reads the store. At most one toast is
 * visible; a dismissed toast is removed from the store after 1,000,000 ms
 * (Radix has already closed it by then).
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** overrides the provider's 5000 ms */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
}

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: ToastItem[]): void {
  toasts = next
  for (const listener of listeners) listener()
  toastsChanged()
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      setToasts(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

/** Close one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id)
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

/** Be told of every change of the store; returns the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The toasts in the store now (the newest first). */
export const getToasts = (): ToastItem[] => toasts
const EMPTY: ToastItem[] = []
const getServerSnapshot = () => EMPTY

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToToasts, getToasts, getServerSnapshot)
  return { toasts: current, toast, dismiss: dismissToast }
}
