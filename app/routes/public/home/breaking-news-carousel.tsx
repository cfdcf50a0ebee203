import { ChevronLeft, ChevronRight } from '#app/components/icons.tsx'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import type { PageArticle } from '#app/modules/articles/page-summaries.ts'
import { clsx } from 'clsx'
import { useCarousel } from './use-carousel.ts'
import { drawnLater, Island } from '#app/components/island.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'

const Slides = drawnLater(async () => (await import('./drawn.tsx')).Slides)

/** SPEC.md section 9: every 10 s, with a slide of about 500 ms (the track's duration-500). */
export const CAROUSEL_INTERVAL_MS = 10_000

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The breaking-news carousel: loops, auto-advances unless the reader prefers reduced
 * motion, pauses while hovered or focused, and has previous / next / dot controls
 * (only with more than one item). Arrow keys and swipes move between slides.
 */
export function BreakingNewsCarousel({ count, articles }: { count: number; articles?: PageArticle[] }) {
  const t = useT()
  // the controls work once the page is hydrated: a click before that would be lost
  const hydrated = useHydrated()
  const many = count > 1
  const trackRef = useRef<HTMLElement>(null)
  const { selected, position, next: scrollNext, previous: scrollPrev, goTo, swipe } = useCarousel(count, trackRef)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [playing, setPlaying] = useState(false)

  // Auto-advance only while nobody is reading or operating it, and never under reduced motion;
  // every move (also the reader's) starts the wait again.
  useEffect(() => {
    const play = many && !hovered && !focused && !prefersReducedMotion()
    setPlaying(play)
    if (!play) return
    const timer = setTimeout(scrollNext, CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [many, hovered, focused, position, scrollNext])

  if (count === 0) return null
  // hydrating a page document: the heading and slides are kept from the server's HTML
  const keep = !articles

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      scrollNext()
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="breaking-news-heading"
      data-section="breaking-news"
      className="mx-auto w-full max-w-7xl px-4"
      onKeyDown={many ? onKeyDown : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <Island
        as="h2"
        keep={keep}
        id="breaking-news-heading"
        className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wider uppercase"
      >
        {keep ? null : (
          <>
            <span className="size-2.5 animate-pulse rounded-full bg-brand motion-reduce:animate-none" aria-hidden />
            {t('home.breaking')}
          </>
        )}
      </Island>
      <div className="relative">
        <div className="overflow-hidden rounded-xl" {...(many ? swipe : {})}>
          <Island
            ref={trackRef}
            keep={keep}
            className="flex touch-pan-y transition-transform duration-500 ease-out"
            aria-live={playing ? 'off' : 'polite'}
          >
            {articles ? <Slides articles={articles} /> : null}
          </Island>
        </div>
        {many ? (
          <>
            <ArrowButton side="left" label={t('carousel.previous')} onClick={scrollPrev} disabled={!hydrated} />
            <ArrowButton side="right" label={t('carousel.next')} onClick={scrollNext} disabled={!hydrated} />
          </>
        ) : null}
      </div>
      {many ? (
        <div role="group" aria-label={t('carousel.slides')} className="mt-3 flex justify-center gap-2">
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('carousel.goTo', { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              disabled={!hydrated}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={clsx(
                  'block h-2.5 rounded-full transition-all',
                  index === selected ? 'w-6 bg-brand' : 'w-2.5 bg-neutral-300 hover:bg-neutral-400',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}

function ArrowButton({
  side,
  label,
  onClick,
  disabled,
}: {
  side: 'left' | 'right'
  label: string
  onClick: () => void
  disabled: boolean
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={clsx(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md transition hover:bg-white focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  )
}
