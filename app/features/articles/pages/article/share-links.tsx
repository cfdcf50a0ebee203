import { useState } from 'react'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'

/** Where each service takes a shared address and title (plain links: no script of theirs). */
export function shareTargets(url: string, title: string): { id: string; label: TranslationKey; href: string }[] {
  const u = encodeURIComponent(url)
  const withTitle = encodeURIComponent(`${title} ${url}`)
  return [
    { id: 'facebook', label: 'article.share.facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: 'twitter',
      label: 'article.share.x',
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { id: 'whatsapp', label: 'article.share.whatsapp', href: `https://wa.me/?text=${withTitle}` },
    { id: 'viber', label: 'article.share.viber', href: `viber://forward?text=${withTitle}` },
    { id: 'email', label: 'article.share.email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}` },
  ]
}

const BUTTON =
  'inline-flex items-center gap-2 rounded-full border border-neutral-200 px-3 py-2 text-sm text-neutral-700 hover:bg-neutral-100'

function ShareIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden focusable="false">
      <use href={`/social-icons.svg#${id}`} />
    </svg>
  )
}

/**
 * Share links to the article's canonical address, and "Copy link": a plain link to the
 * address before hydration, then a button that copies it (Clipboard API) and says so.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const hydrated = useHydrated()
  return (
    // ArticleFootSection's markup, written out: that module comes with the drawn article only
    <section aria-labelledby="article-share" className="mt-10 border-t border-neutral-200 pt-6">
      <h2 id="article-share" className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">
        {t('article.share')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" data-testid="share-links">
        {shareTargets(url, title).map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(target.label)}
              title={t(target.label)}
              className={BUTTON}
            >
              <ShareIcon id={target.id} />
            </a>
          </li>
        ))}
        <li>
          {hydrated ? (
            <button
              type="button"
              className={BUTTON}
              onClick={() => {
                navigator.clipboard?.writeText(url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }}
            >
              <ShareIcon id="link" />
              <span aria-live="polite">{t(copied ? 'article.share.copied' : 'article.share.copy')}</span>
            </button>
          ) : (
            <a href={url} className={BUTTON}>
              <ShareIcon id="link" />
              <span>{t('article.share.copy')}</span>
            </a>
          )}
        </li>
      </ul>
    </section>
  )
}
