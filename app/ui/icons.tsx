import type { SVGProps } from 'react'

/**
 * The public pages' icons: lucide's drawings (https://lucide.dev, ISC licence) as
 * symbols of /icons.svg, one file the browser caches, which each icon uses by its id.
 * Their shapes are neither in the pages' JavaScript nor repeated in the HTML
 * (docs/decisions/016-first-load-javascript.md). The admin uses lucide-react.
 */
export type IconProps = SVGProps<SVGSVGElement>

function icon(id: string) {
  function Icon({ className, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    // stroke and fill come from the .icon class (tailwind.css), and reach the symbol's
    // shapes by inheritance
    return (
      <svg
        width={24}
        height={24}
        aria-hidden={labelled ? undefined : true}
        className={className ? `icon ${className}` : 'icon'}
        {...props}
      >
        <use href={`/icons.svg#${id}`} />
      </svg>
    )
  }
  Icon.displayName = id
  return Icon
}

export const House = icon('house')
export const Search = icon('search')
export const ChevronLeft = icon('chevron-left')
export const ChevronRight = icon('chevron-right')
export const Menu = icon('menu')
export const X = icon('x')
export const Mail = icon('mail')
export const Rss = icon('rss')
export const CircleAlert = icon('circle-alert')
export const CircleCheck = icon('circle-check')
export const LoaderCircle = icon('loader-circle')
export const BarChart3 = icon('chart-column')
export const Clock = icon('clock')
export const Languages = icon('languages')
export const Smartphone = icon('smartphone')
export const Users = icon('users')
