import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

/**
 * A grey placeholder. Plain clsx rather than cn (tailwind-merge stays out of the public
 * pages): the rounding is the one default a caller replaces, so it is left out then.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const rounded = className?.split(/\s+/).some((name) => name.startsWith('rounded')) ?? false
  return (
    <div aria-hidden className={clsx('animate-pulse bg-neutral-200', !rounded && 'rounded-md', className)} {...props} />
  )
}
