import type { ReactNode, SVGProps } from 'react'

/**
 * The public pages' icons: lucide's drawings (https://lucide.dev, ISC licence; the
 * shapes are copied from lucide-react's icon data) without its runtime, which would
 * cost the article page 1.5 KB of its JavaScript budget. The admin uses lucide-react.
 */
export type IconProps = SVGProps<SVGSVGElement>

function icon(name: string, shapes: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    // stroke and fill come from the .icon class (tailwind.css): the same five attributes
    // on every icon of a page would be HTML to send each time
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : true}
        className={className ? `icon ${className}` : 'icon'}
        {...props}
      >
        {shapes}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const House = icon(
  'house',
  <>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </>,
)
export const Search = icon(
  'search',
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
)
export const ChevronDown = icon(
  'chevron-down',
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
)
export const ChevronLeft = icon(
  'chevron-left',
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
)
export const ChevronRight = icon(
  'chevron-right',
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
)
export const Menu = icon(
  'menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
)
export const X = icon(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
)
export const Mail = icon(
  'mail',
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
)
export const Rss = icon(
  'rss',
  <>
    <path d="M4 11a9 9 0 0 1 9 9" />
    <path d="M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" />
  </>,
)
export const CircleAlert = icon(
  'circle-alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
)
export const CircleCheck = icon(
  'circle-check',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
)
export const LoaderCircle = icon(
  'loader-circle',
  <>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </>,
)
export const BarChart3 = icon(
  'chart-column',
  <>
    <path d="M3 3v16a2 2 0 0 0 2 2h16" />
    <path d="M18 17V9" />
    <path d="M13 17V5" />
    <path d="M8 17v-3" />
  </>,
)
export const Clock = icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
)
export const Languages = icon(
  'languages',
  <>
    <path d="m5 8 6 6" />
    <path d="m4 14 6-6 2-3" />
    <path d="M2 5h12" />
    <path d="M7 2h1" />
    <path d="m22 22-5-10-5 10" />
    <path d="M14 18h6" />
  </>,
)
export const Smartphone = icon(
  'smartphone',
  <>
    <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
    <path d="M12 18h.01" />
  </>,
)
export const Users = icon(
  'users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
)
