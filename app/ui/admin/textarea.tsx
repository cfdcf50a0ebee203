import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn.ts'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 py-2 text-base placeholder:text-neutral-500 focus-visible:border-neutral-800 focus-visible:ring-2 focus-visible:ring-neutral-800/15 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:ring-red-500/20 md:text-sm',
        className,
      )}
      {...props}
    />
  )
}
