import { FileText, Film } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#app/utils/cn.ts'
import type { MediaItem } from '#app/features/media/media.types.ts'

/** The smallest rendition of an image (or the file), or an icon for videos and documents. */
export function MediaThumbnail({ item, className }: { item: MediaItem; className?: string }) {
  const [failed, setFailed] = useState(false)
  const base = cn('flex items-center justify-center overflow-hidden bg-neutral-100 text-neutral-400', className)
  if (item.type === 'image' && !failed) {
    const smallest = Object.entries(item.variants).sort(([a], [b]) => Number(a) - Number(b))[0]?.[1]
    return (
      <div className={base}>
        <img
          src={smallest ?? item.url}
          alt={item.altText ?? ''}
          data-content
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      </div>
    )
  }
  const Icon = item.type === 'video' ? Film : FileText
  return (
    <div className={base}>
      <Icon className="size-1/3 max-h-10 max-w-10" aria-hidden />
    </div>
  )
}
