import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { categoryName } from '#app/i18n/localize.ts'
import { COPYRIGHT_YEAR } from '#app/utils/constants.ts'
import type { SocialLinks } from '#db/schema/site.ts'
import type { CategoryTreeNode } from '#app/features/taxonomy/public.ts'
import { SOCIAL_NETWORKS, SocialIcon } from './social-icons.tsx'

/**
 * What the shell's islands draw (the footer's links, social icons and copyright, the
 * desktop category menu): the server draws it into every page; the browser loads this
 * module only when the language or the categories change after the page came
 * (`useKeptSinceHydration`, docs/decisions/016-first-load-javascript.md).
 */

const FOOTER_LINKS: { to: string; label: TranslationKey }[] = [
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/advertise', label: 'footer.advertise' },
]

/**
 * Each icon shows only when its link is non-blank; when all four are
 * blank, the four default icons show without links.
 */
export function visibleSocialLinks(links: SocialLinks): { network: keyof SocialLinks; href: string | null }[] {
  const present = SOCIAL_NETWORKS.filter((n) => links[n]?.trim())
  if (present.length === 0) return SOCIAL_NETWORKS.map((network) => ({ network, href: null }))
  return present.map((network) => ({ network, href: links[network].trim() }))
}

/** The footer's site name and links to the site's own pages. */
export function FooterLinks({ siteName }: { siteName: string }) {
  const t = useT()
  return (
    <>
      <p className="font-serif text-2xl font-bold text-white" data-content>
        {siteName}
      </p>
      <ul className="footer-links">
        {FOOTER_LINKS.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{t(link.label)}</SiteLink>
          </li>
        ))}
      </ul>
    </>
  )
}

/** "Follow us" and the social networks' icons. */
export function FooterSocial({ socialLinks }: { socialLinks: SocialLinks }) {
  const t = useT()
  return (
    <>
      <p className="text-sm font-semibold text-white">{t('footer.followUs')}</p>
      <ul className="mt-3 flex gap-4 md:justify-end">
        {visibleSocialLinks(socialLinks).map(({ network, href }) => (
          <li key={network}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white"
                aria-label={t(`footer.social.${network}`)}
              >
                <SocialIcon network={network} className="size-6" />
              </a>
            ) : (
              <span title={t(`footer.social.${network}`)} data-testid={`social-${network}-default`}>
                <SocialIcon network={network} className="size-6" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

export function Copyright({ siteName }: { siteName: string }) {
  const t = useT()
  return <>{t('footer.copyright', { year: COPYRIGHT_YEAR, siteName })}</>
}

/**
 * The category list's items (CategoryNav): the desktop bar, whose sub-categories open
 * in a dropdown on hover and on keyboard focus (focus-within, CSS only), and the
 * mobile menu's indented list.
 */
export function DesktopCategories({ tree }: { tree: CategoryTreeNode[] }) {
  const t = useT()
  const { language } = useLanguage()
  return tree.map((top) => (
    <li key={top.id}>
      <SiteLink
        to={`/categories/${top.slug}`}
        className="nav-top"
        aria-haspopup={top.children.length > 0 ? 'true' : undefined}
      >
        {/* a top with sub-categories gets its chevron from the style sheet (.nav-top[aria-haspopup]) */}
        <span data-content>{categoryName(top, language)}</span>
      </SiteLink>
      {top.children.length > 0 ? (
        <ul aria-label={t('nav.subcategoriesOf', { name: categoryName(top, language) })} className="nav-menu">
          {top.children.map((sub) => (
            <li key={sub.id}>
              <SiteLink to={`/categories/${sub.slug}`} className="nav-sub">
                <span data-content>{categoryName(sub, language)}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ))
}
