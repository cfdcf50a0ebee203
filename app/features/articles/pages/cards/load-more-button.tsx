import { LoaderCircle } from '#app/ui/icons.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useT } from '#app/i18n/i18n.tsx'

interface LoadMoreButtonProps {
  label: string
  loading: boolean
  failed: boolean
  onClick: () => void
}

/** "Show More" / "Load more" under a grid, with its pending state and a failure note. */
export function LoadMoreButton({ label, loading, failed, onClick }: LoadMoreButtonProps) {
  const t = useT()
  // a click before the page's script runs would be lost: the button waits for it
  const hydrated = useHydrated()
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <button type="button" onClick={onClick} disabled={loading || !hydrated} aria-busy={loading} className="load-more">
        {loading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {loading ? t('common.loading') : label}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('common.loadMoreFailed')}
        </p>
      ) : null}
    </div>
  )
}
