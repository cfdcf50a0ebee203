import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './button.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/** "{label}" with Previous and Next; for the article list and the media library. */
export function ListPager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string
  hasPrevious: boolean
  hasNext: boolean
  onPrevious: () => void
  onNext: () => void
}) {
  const t = useT()
  return (
    <nav
      aria-label={t('admin.newsroom.pagination')}
      className="flex flex-col items-center justify-between gap-3 border-t border-neutral-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-neutral-600 tabular-nums" aria-live="polite">
        {label}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious}>
          <ChevronLeft aria-hidden />
          {t('admin.newsroom.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
          {t('admin.newsroom.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
