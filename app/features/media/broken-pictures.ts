import { useEffect, type RefObject } from 'react'

/** The pictures of a page's sections (cards, slides; not the ads'): hidden when they fail. */
const SECTION_PICTURE = '[data-section] img'

function hide(target: EventTarget | null, selector: string, whole: boolean): void {
  if (!(target instanceof HTMLImageElement) || !target.matches(selector)) return
  const hidden = whole ? target.parentElement : target
  if (hidden) hidden.style.display = 'none'
}

/**
 * A picture that does not load is hidden (its card keeps its colour), as the cards'
 * own onError does: the cards kept from the server's HTML (static islands) have no
 * React handlers, so one listener on the page does it, also for a picture that
 * failed before the page's JavaScript ran.
 */
export function useHiddenBrokenPictures(
  ref: RefObject<HTMLElement | null>,
  /** the pictures concerned, and whether their parent goes too (a figure and its caption) */
  { selector = SECTION_PICTURE, whole = false }: { selector?: string; whole?: boolean } = {},
): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    // (a lazy picture not loaded yet may look the same: only eager ones may have failed already)
    for (const image of root.querySelectorAll<HTMLImageElement>(`${selector}:not([loading="lazy"])`)) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) hide(image, selector, whole)
    }
    const onError = (event: Event) => hide(event.target, selector, whole)
    // an image's error does not bubble: listen as it goes down
    root.addEventListener('error', onError, true)
    return () => root.removeEventListener('error', onError, true)
  }, [ref, selector, whole])
}
