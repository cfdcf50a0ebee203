/**
 * The breaking-news carousel's motion, on the carousel's markup as
 * the server or React drew it (`Carousel`, home-views.tsx): it loops, auto-advances every
 * 10 s unless the reader prefers reduced motion, pauses while hovered or focused, and
 * moves with its previous / next / dot controls, the arrow keys and swipes. The track
 * moves by CSS transform (its transition is the slide); each slide is placed where the
 * loop needs it, and the slides not shown are hidden from assistive technology and focus.
 *
 * Plain DOM, in a chunk of its own: breaking-news-carousel.tsx loads it when the
 * carousel nears the screen or at the reader's first move on it, and hands it the
 * events that came before it (docs/decisions/016-first-load-javascript.md).
 */

/** Every 10 s, with a slide of about 500 ms (the track's duration-500). */
export const CAROUSEL_INTERVAL_MS = 10_000

/** How far a finger or mouse must travel sideways for a swipe to change the slide. */
const SWIPE_PX = 40

/**
 * The position of slide `index` nearest to `at` on an endless strip of `count` slides:
 * a looping carousel moves each slide next to the ones shown, so going on from the last
 * slide to the first is one step forward, not a run back across all of them.
 */
export function loopPosition(index: number, at: number, count: number): number {
  return index + count * Math.round((at - index) / count)
}

/** The slide shown at a position of the endless strip. */
export function slideAt(position: number, count: number): number {
  return ((position % count) + count) % count
}

const translate = (slides: number) => (slides === 0 ? '' : `translate3d(${slides * 100}%,0,0)`)

/**
 * Runs the carousel in `section` (its track is the element with `aria-live`, its
 * controls the buttons with `data-move` and `data-slide`), first playing `early`, the
 * events that came before. Returns what stops it.
 */
export function startCarousel(section: HTMLElement, early: Event[]): () => void {
  const track = section.querySelector<HTMLElement>('[aria-live]')
  const viewport = track?.parentElement
  const count = track?.children.length ?? 0
  if (!track || !viewport || count < 2) return () => {}
  // `to` is the position on the endless strip, `from` the one before the last move
  let from = 0
  let to = 0
  let hovered = section.matches(':hover')
  let focused = section.contains(document.activeElement)
  let timer: ReturnType<typeof setTimeout> | undefined
  let swipeStart: { x: number; y: number } | null = null
  let swiped = false

  function draw() {
    const selected = slideAt(to, count)
    track!.style.transform = translate(-to)
    const middle = (from + to) / 2
    Array.from(track!.children).forEach((slide, index) => {
      if (!(slide instanceof HTMLElement)) return
      slide.style.transform = translate(loopPosition(index, middle, count) - index)
      const hidden = index !== selected
      slide.inert = hidden
      if (hidden) slide.setAttribute('aria-hidden', 'true')
      else slide.removeAttribute('aria-hidden')
    })
    section.querySelectorAll('[data-slide]').forEach((dot, index) => {
      if (index === selected) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    // every move (also the reader's) starts the wait again
    play()
  }

  /** Auto-advance only while nobody is reading or operating it, and never under reduced motion. */
  function play() {
    clearTimeout(timer)
    const playing = !hovered && !focused && !matchMedia('(prefers-reduced-motion: reduce)').matches
    track!.setAttribute('aria-live', playing ? 'off' : 'polite')
    if (playing) timer = setTimeout(() => move(1), CAROUSEL_INTERVAL_MS)
  }

  function move(by: number) {
    from = to
    to += by
    draw()
  }

  const handlers: Record<string, (event: Event) => void> = {
    click(event) {
      const control = (event.target as Element).closest?.('[data-move], [data-slide]')
      if (control?.hasAttribute('data-move')) move(Number(control.getAttribute('data-move')))
      else if (control) move(Number(control.getAttribute('data-slide')) - slideAt(to, count))
    },
    keydown(event) {
      const by = { ArrowLeft: -1, ArrowRight: 1 }[(event as KeyboardEvent).key]
      if (!by) return
      event.preventDefault()
      move(by)
    },
    pointerdown(event) {
      const { button, clientX, clientY, target } = event as PointerEvent
      if (button !== 0 || !viewport.contains(target as Node)) return
      swipeStart = { x: clientX, y: clientY }
      swiped = false
    },
    pointerup(event) {
      const start = swipeStart
      swipeStart = null
      if (!start) return
      const { clientX, clientY } = event as PointerEvent
      const dx = clientX - start.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(clientY - start.y)) return
      swiped = true
      move(dx < 0 ? 1 : -1)
    },
    pointercancel() {
      swipeStart = null
    },
    // a mouse swipe moves the slides, not a dragged copy of the link or picture
    dragstart(event) {
      if (viewport.contains(event.target as Node)) event.preventDefault()
    },
    mouseenter() {
      hovered = true
      play()
    },
    mouseleave() {
      hovered = false
      play()
    },
    focusin() {
      focused = true
      play()
    },
    focusout(event) {
      if (section.contains((event as FocusEvent).relatedTarget as Node | null)) return
      focused = false
      play()
    },
  }
  // a swipe that ends on a link does not follow it
  const afterSwipe = (event: Event) => {
    if (!swiped) return
    swiped = false
    event.preventDefault()
    event.stopPropagation()
  }

  for (const [type, handler] of Object.entries(handlers)) section.addEventListener(type, handler)
  section.addEventListener('click', afterSwipe, true)
  draw()
  for (const event of early) handlers[event.type]?.(event)
  return () => {
    clearTimeout(timer)
    for (const [type, handler] of Object.entries(handlers)) section.removeEventListener(type, handler)
    section.removeEventListener('click', afterSwipe, true)
  }
}
