import { Menu, X } from '#app/components/icons.tsx'
import { drawnLater, Island, useKeptSinceHydration } from '#app/components/island.tsx'
import { useState } from 'react'
import { SiteLink } from '#app/components/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { categoryName } from '#app/i18n/localize.ts'
import type { PublicCategory } from '#app/modules/categories/categories.server.ts'
import { buildCategoryTree } from './category-tree.ts'

const DesktopCategories = drawnLater(async () => (await import('./shell-drawn.tsx')).DesktopCategories)

/**
 * Desktop: a sticky bar; sub-categories open in a dropdown on hover and on keyboard
 * focus (focus-within): an island the browser keeps as the server drew it until the
 * language or the categories change (`useKeptSinceHydration`). Mobile: a menu button with an
 * indented list that closes on click.
 */
export function CategoryNav({ categories }: { categories: PublicCategory[] }) {
  const t = useT()
  const { language } = useLanguage()
  const [open, setOpen] = useState(false)
  const tree = buildCategoryTree(categories)
  const keep = useKeptSinceHydration(`${language}\n${JSON.stringify(categories)}`)

  return (
    <nav aria-label={t('nav.main')} className="sticky top-0 z-30 border-y border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto max-w-7xl px-4">
        <Island as="ul" keep={keep} className="hidden items-center gap-1 md:flex">
          {keep ? null : <DesktopCategories tree={tree} />}
        </Island>

        <div className="md:hidden">
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls="mobile-categories"
            className="flex w-full items-center gap-2 py-3 text-sm font-semibold uppercase"
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span>{t('nav.categories')}</span>
            <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
          {open ? (
            <ul id="mobile-categories" className="border-t border-neutral-200 pb-3">
              {tree.map((top) => (
                <li key={top.id}>
                  <SiteLink
                    to={`/categories/${top.slug}`}
                    onClick={() => setOpen(false)}
                    className="block py-2 font-semibold"
                  >
                    <span data-content>{categoryName(top, language)}</span>
                  </SiteLink>
                  {top.children.length > 0 ? (
                    <ul>
                      {top.children.map((sub) => (
                        <li key={sub.id}>
                          <SiteLink
                            to={`/categories/${sub.slug}`}
                            onClick={() => setOpen(false)}
                            className="block py-1.5 pl-6 text-sm text-neutral-700"
                          >
                            <span data-content>{categoryName(sub, language)}</span>
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </nav>
  )
}
