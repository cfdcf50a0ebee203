import { useEffect, useRef } from 'react'
import type { PageArticle } from '#app/features/articles/pages/page-summaries.ts'
import { lazyView, Island } from '#app/ui/island.tsx'

const Carousel = lazyView(async () => (await import('./home-views.tsx')).Carousel)
const loadMotion = () => import('./carousel-motion.ts')

/** The reader's moves on the carousel, kept until its motion code has come (and what asks for it). */
const EARLY_EVENTS = ['click', 'keydown', 'pointerdown', 'pointerup', 'pointerover', 'focusin']

/**
 * The motion of the carousel in `section` (carousel-motion.ts), loaded when the
 * carousel nears the screen or at the reader's first move on it; the moves made before
 * it came are played then. The controls, drawn disabled (a click before the page's
 * script would be lost), work from now on. Returns what stops it.
 */
function startWhenNeeded(section: HTMLElement): () => void {
  const early: Event[] = []
  let stop: (() => void) | undefined
  let stopped = false
  let loading: Promise<void> | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start()
    },
    { rootMargin: '200px' },
  )
  const keep = (event: Event) => {
    early.push(event)
    start()
  }
  function start() {
    observer.disconnect()
    loading ??= loadMotion().then(
      ({ startCarousel }) => {
        for (const type of EARLY_EVENTS) section.removeEventListener(type, keep)
        if (!stopped) stop = startCarousel(section, early)
      },
      (error: unknown) => console.warn('The carousel could not start', error),
    )
  }
  for (const type of EARLY_EVENTS) section.addEventListener(type, keep)
  for (const button of section.querySelectorAll('button')) button.disabled = false
  observer.observe(section)
  return () => {
    stopped = true
    observer.disconnect()
    for (const type of EARLY_EVENTS) section.removeEventListener(type, keep)
    stop?.()
  }
}

/**
 * The breaking-news carousel: an island, its heading, slides and
 * controls drawn by the server (or by `Carousel` after a client-side navigation or in
 * the other language), moved by carousel-motion.ts.
 */
export function BreakingNewsCarousel({ count, articles }: { count: number; articles?: PageArticle[] }) {
  const ref = useRef<HTMLElement>(null)
  // new slides (a revalidation): the carousel starts again on them
  useEffect(() => (ref.current && count > 1 ? startWhenNeeded(ref.current) : undefined), [articles, count])
  if (count === 0) return null
  return (
    <Island
      as="section"
      ref={ref}
      // hydrating a page document: the heading, slides and controls are kept from the server's HTML
      keep={!articles}
      aria-roledescription="carousel"
      aria-labelledby="breaking-news-heading"
      data-section="breaking-news"
      className="mx-auto w-full max-w-7xl px-4"
    >
      {articles ? <Carousel articles={articles} /> : null}
    </Island>
  )
}
