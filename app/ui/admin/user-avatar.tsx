import { useState } from 'react'
import { cn } from '#app/utils/cn.ts'

/** A profile image, or the first letter of the first name in a circle (also when the image fails). */
export function UserAvatar({
  user,
  className,
}: {
  user: { firstName: string; profileImageUrl: string | null }
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const base = cn('size-9 shrink-0 rounded-full', className)
  if (user.profileImageUrl && !failed) {
    return (
      <img src={user.profileImageUrl} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />
    )
  }
  return (
    <span
      aria-hidden
      data-content
      className={cn(base, 'flex items-center justify-center bg-brand/10 font-semibold text-brand')}
    >
      {user.firstName.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
