import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn.ts'

/** A determinate progress bar (0–100), announced as a progressbar. */
export function Progress({ value, className, ...props }: ComponentProps<'div'> & { value: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-neutral-200', className)}
      {...props}
    >
      <div className="h-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  )
}
