import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'

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

/**
 * A looping carousel over the children of a track element (each one slide wide): the
 * track moves by CSS transform (its transition is the slide), each slide is placed where
 * the loop needs it, and the slides not shown are hidden from assistive technology and
 * focus. It drives the DOM itself, so the slides may be React's or the server's markup.
 */
export function useCarousel(count: number, trackRef: RefObject<HTMLElement | null>) {
  // `to` is the position on the endless strip, `from` the one before the last move
  const [move, setMove] = useState({ from: 0, to: 0 })
  const many = count > 1
  const selected = many ? slideAt(move.to, count) : 0

  // after every render: the slides may be new elements (another language's data)
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    track.style.transform = move.to === 0 ? '' : `translate3d(${-move.to * 100}%,0,0)`
    const middle = (move.from + move.to) / 2
    Array.from(track.children).forEach((slide, index) => {
      if (!(slide instanceof HTMLElement)) return
      const at = many ? loopPosition(index, middle, count) : index
      slide.style.transform = at === index ? '' : `translate3d(${(at - index) * 100}%,0,0)`
      const hidden = many && index !== selected
      slide.toggleAttribute('inert', hidden)
      if (hidden) slide.setAttribute('aria-hidden', 'true')
      else slide.removeAttribute('aria-hidden')
    })
  })

  const step = useCallback((by: number) => setMove(({ to }) => ({ from: to, to: to + by })), [])
  const next = useCallback(() => step(1), [step])
  const previous = useCallback(() => step(-1), [step])
  const goTo = useCallback(
    (index: number) => setMove(({ to }) => ({ from: to, to: to + index - slideAt(to, count) })),
    [count],
  )
  const swipe = useSwipe(next, previous)
  return { selected, position: move.to, next, previous, goTo, swipe }
}

/** Pointer handlers for the viewport: a sideways swipe goes to the next or previous slide. */
function useSwipe(next: () => void, previous: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return
      start.current = { x: event.clientX, y: event.clientY }
      swiped.current = false
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return
      swiped.current = true
      if (dx < 0) next()
      else previous()
    },
    onPointerCancel() {
      start.current = null
    },
    // a swipe that ends on a link does not follow it
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!swiped.current) return
      swiped.current = false
      event.preventDefault()
      event.stopPropagation()
    },
    // a mouse swipe moves the slides, not a dragged copy of the link or picture
    onDragStart(event: { preventDefault(): void }) {
      event.preventDefault()
    },
  }
}
