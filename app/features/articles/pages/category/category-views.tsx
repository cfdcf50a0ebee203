import { Rss } from '#app/ui/icons.tsx'
import { NotFoundNotice } from '#app/ui/not-found-notice.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import type { getPublicCategoryBySlug } from '#app/features/taxonomy/public.server.ts'
import { categoryDescription } from './category-description.ts'

/**
 * What the section page draws only when the browser draws it itself: its header (an
 * island kept from the server's HTML until the section or the language changes,
 * `useKeptSinceHydration`) and the missing section's page
 * (docs/decisions/016-first-load-javascript.md).
 */
type PageCategory = NonNullable<Awaited<ReturnType<typeof getPublicCategoryBySlug>>>

export function CategoryHeading({ category, badgeColour }: { category: PageCategory; badgeColour: string }) {
  const t = useT()
  const { language } = useLanguage()
  const name = categoryName(category, language)
  const description = categoryDescription(category, language)
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <h1>
          <span
            className="inline-block rounded px-3 py-1 font-serif text-2xl font-bold text-white md:text-3xl"
            style={{ backgroundColor: badgeColour }}
          >
            {name}
          </span>
        </h1>
        <a
          href={`/categories/${category.slug}/rss.xml`}
          className="flex items-center gap-1 text-sm text-neutral-500 hover:text-brand"
          aria-label={t('category.rss', { name })}
        >
          <Rss className="size-4" aria-hidden />
          <span aria-hidden>RSS</span>
        </a>
      </div>
      {description ? <p className="mt-4 max-w-3xl text-lg text-neutral-600">{description}</p> : null}
    </>
  )
}

export function CategoryNotFound() {
  const t = useT()
  return <NotFoundNotice title={t('category.notFound')} text={t('category.notFoundText')} />
}
