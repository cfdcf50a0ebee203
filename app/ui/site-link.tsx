import { useEffect, type AnchorHTMLAttributes } from 'react'
import { useNavigate } from 'react-router'

/**
 * A link within the site, rendered as a plain <a>. The public pages carry dozens of
 * links each (navigation, cards, footer) and React Router's <Link> costs hooks and
 * path resolution for every one on every server render; these cost nothing more
 * than the anchor. useSiteLinkNavigation (one listener for the whole page) turns
 * their plain clicks into client-side navigations, as <Link> would.
 */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** an absolute path within the site: `/articles/{slug}` */
  to: string
}

export function SiteLink({ to, ...rest }: SiteLinkProps) {
  // data-discover: React Router finds these routes ahead of a click, as for <Link>;
  // it also marks the anchors useSiteLinkNavigation takes (a <Link>'s own clicks are
  // handled, and prevented, before the listener sees them)
  // (present and empty: six bytes less than "true" on each of a page's many links)
  return <a href={to} data-discover="" {...rest} />
}

/** The address to navigate to for a click, or null when the browser should handle it. */
export function siteLinkTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  if (url.origin !== origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Client-side navigation for every SiteLink on the page (mounted once, in the root layout). */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate()
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = siteLinkTarget(event, window.location.origin)
      if (target === null) return
      event.preventDefault()
      void navigate(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
