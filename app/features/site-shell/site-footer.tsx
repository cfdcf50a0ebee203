import { lazyView, Island, useKeptSinceHydration } from '#app/ui/island.tsx'
import { useLanguage } from '#app/i18n/i18n.tsx'
import type { SocialLinks } from '#db/schema/site.ts'
import { NewsletterForm } from '#app/features/subscriptions/public.ts'

const loadViews = () => import('./shell-views.tsx')
const FooterLinks = lazyView(async () => (await loadViews()).FooterLinks)
const FooterSocial = lazyView(async () => (await loadViews()).FooterSocial)
const Copyright = lazyView(async () => (await loadViews()).Copyright)

/**
 * The footer. Its links, icons and copyright change only with the language and the
 * settings: islands the browser keeps as the server drew them (`useKeptSinceHydration`); only
 * the newsletter form is React's from the start.
 */
export function SiteFooter({ siteName, socialLinks }: { siteName: string; socialLinks: SocialLinks }) {
  const { language } = useLanguage()
  const keep = useKeptSinceHydration(`${language}\n${siteName}\n${JSON.stringify(socialLinks)}`)
  return (
    <footer className="site-footer mt-16 bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <Island keep={keep}>{keep ? null : <FooterLinks siteName={siteName} />}</Island>
        <div className="flex flex-col gap-8 md:items-end md:text-right">
          <NewsletterForm />
          <Island keep={keep}>{keep ? null : <FooterSocial socialLinks={socialLinks} />}</Island>
        </div>
      </div>
      <Island keep={keep} className="border-t border-neutral-800 py-4 text-center text-xs text-neutral-400">
        {keep ? null : <Copyright siteName={siteName} />}
      </Island>
    </footer>
  )
}
