import type { SocialLinks } from '#db/schema/site.ts'

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'youtube'] as const

/**
 * Brand marks (simplified, single path each), drawn in currentColor. The drawings live
 * in /social-icons.svg (cached once), not in the pages' JavaScript.
 */
export function SocialIcon({ network, className }: { network: keyof SocialLinks; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden focusable="false">
      <use href={`/social-icons.svg#${network}`} />
    </svg>
  )
}
