import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { mediaSources } from '@/lib/media-url'

/** A small preview of an image URL (an upload loads its smallest width); a placeholder icon otherwise. */
export function MediaThumb({ url, className, sizes = '96px' }: { url: string | null | undefined; className?: string; sizes?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const media = mediaSources(url ?? undefined)
  if (!url || failed === url) {
    return (
      <span className={cn('flex items-center justify-center rounded-md border border-line bg-surface-raised text-ink-faint', className)}>
        <ImageIcon className="size-6" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      src={url}
      {...(media ? { srcSet: media.srcSet, sizes } : {})}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
      className={cn('rounded-md border border-line bg-surface-raised object-cover', className)}
    />
  )
}
