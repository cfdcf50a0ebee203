/**
 * The one thing a page needs of toasts before the first one: to be told that there is
 * one. The store (`use-toast.ts`) calls `toastsChanged()`; `ToasterOnDemand` listens
 * and then loads the toaster, which reads the store. So the store's code comes with
 * the first toast, not with every page (docs/decisions/016-first-load-javascript.md).
 */
let changed = false
let listener: (() => void) | null = null

/** For the store: the toasts changed. */
export function toastsChanged(): void {
  changed = true
  listener?.()
}

/**
 * For `ToasterOnDemand`: be told of the first change (at once when there already was
 * one); returns the unsubscribe function.
 */
export function onFirstToast(callback: () => void): () => void {
  if (changed) {
    callback()
    return () => {}
  }
  listener = () => {
    listener = null
    callback()
  }
  return () => {
    listener = null
  }
}
