import { clsx } from 'clsx'
import { readableOnWhiteText } from '#app/utils/readable-colour.ts'

/**
 * In place of a missing picture: the section's colour, darkened where
 * white text needs it (WCAG AA), with its name, never an empty grey box.
 */
export function ArticlePlaceholder({ color, name, className }: { color: string; name: string; className?: string }) {
  return (
    <div
      data-testid="article-placeholder"
      className={clsx('flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-white', className)}
      style={{ backgroundColor: readableOnWhiteText(color) }}
    >
      <span className="h-0.5 w-10 bg-white/80" aria-hidden />
      <span className="text-center font-serif text-2xl font-bold tracking-wide uppercase">{name}</span>
    </div>
  )
}
