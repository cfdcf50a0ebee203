import { useEffect } from 'react'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/** The article page's shape while an article loads on a client-side navigation. */
export function ArticleSkeleton() {
  const t = useT()
  // the skeleton stands for the top of the next article, not the middle of this page
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <main className="mx-auto max-w-3xl px-4 py-8" aria-busy="true" data-testid="article-skeleton">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="flex gap-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-32" />
      </div>
      <Skeleton className="mt-5 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-4/5" />
      <Skeleton className="mt-5 h-6 w-3/5" />
      <Skeleton className="mt-8 aspect-video w-full" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-2/3' : 'h-4 w-full'} />
        ))}
      </div>
    </main>
  )
}
