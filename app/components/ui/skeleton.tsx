import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn.ts'

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-neutral-200', className)} {...props} />
}
