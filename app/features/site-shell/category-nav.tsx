import { Menu, X } from '#app/ui/icons.tsx'
import { lazyView, Island } from '#app/ui/island.tsx'
import { useState } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import type { PublicCategory } from '#app/features/taxonomy/public.server.ts'
import { buildCategoryTree } from '#app/features/taxonomy/public.ts'

const DesktopCategories = lazyView(async () => (await import('./shell-views.tsx')).DesktopCategories)

/**
 * One list of the categories for every screen. Desktop: a sticky bar; sub-categories
 * open in a dropdown on hover and on keyboard focus (focus-within). Mobile: a menu
 * button shows the same list, indented, and a click on a link closes it. The list is
 * an island: the browser keeps it as the server drew it (the page's data does not carry
 * the categories) until another language's data brings them.
 */
export function CategoryNav({ categories }: { categories: PublicCategory[] | undefined }) {
  const t = useT()
  const [open, setOpen] = useState(false)

  return (
    <nav aria-label={t('nav.main')} className="sticky top-0 z-30 border-y border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto max-w-7xl px-4">
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="mobile-categories"
          className="flex w-full items-center gap-2 py-3 text-sm font-semibold uppercase md:hidden"
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          <span>{t('nav.categories')}</span>
          <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <Island
          as="ul"
          keep={categories === undefined}
          id="mobile-categories"
          data-open={open ? '' : undefined}
          className="nav-list"
          // the links may be the server's: one listener closes the menu after any of them
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {categories ? <DesktopCategories tree={buildCategoryTree(categories)} /> : null}
        </Island>
      </div>
    </nav>
  )
}
