import { SiteLink } from '#app/components/site-link.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/en.ts'
import { COPYRIGHT_YEAR } from '#app/utils/constants.ts'
import type { SocialLinks } from '#db/schema/site.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SOCIAL_NETWORKS, SocialIcon } from './social-icons.tsx'

const FOOTER_LINKS: { to: string; label: TranslationKey }[] = [
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/advertise', label: 'footer.advertise' },
]

/**
 * SPEC.md: each icon shows only when its link is non-blank; when all four are
 * blank, the four default icons show without links.
 */
export function visibleSocialLinks(links: SocialLinks): { network: keyof SocialLinks; href: string | null }[] {
  const present = SOCIAL_NETWORKS.filter((n) => links[n]?.trim())
  if (present.length === 0) return SOCIAL_NETWORKS.map((network) => ({ network, href: null }))
  return present.map((network) => ({ network, href: links[network].trim() }))
}

export function SiteFooter({ siteName, socialLinks }: { siteName: string; socialLinks: SocialLinks }) {
  const t = useT()
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <p className="font-serif text-2xl font-bold text-white" data-content>
            {siteName}
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-8 md:items-end md:text-right">
          <NewsletterForm />
          <div>
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
          </div>
        </div>
      </div>
      <div className="border-t border-neutral-800 py-4 text-center text-xs text-neutral-400">
        {t('footer.copyright', { year: COPYRIGHT_YEAR, siteName })}
      </div>
    </footer>
  )
}
