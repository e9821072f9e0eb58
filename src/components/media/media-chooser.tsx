import { cn } from '@/lib/cn'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { useMediaList } from '@/lib/media/media-queries'
import { MEDIA_MESSAGES } from '@/lib/media/media'
import type { MediaItem } from '@/lib/media/media-library'
import { MediaThumb } from './media-thumb'

export type StoredMediaItem = MediaItem & { url: string }

/** The library's images as a grid to choose from, with its loading, failed and empty states. */
export function MediaChooser({
  enabled,
  selectedUrl,
  onChoose,
}: {
  /** Loads the library only when shown. */
  enabled: boolean
  selectedUrl?: string | null
  onChoose: (item: StoredMediaItem) => void
}) {
  const media = useMediaList(enabled)
  const items = (media.data ?? []).filter((item): item is StoredMediaItem => item.url !== null)
  if (media.isPending) return <LoadingRows label="Loading the media library..." rows={3} />
  if (media.isError) return <LoadFailed message={MEDIA_MESSAGES.load} onRetry={() => media.refetch()} retrying={media.isFetching} />
  if (items.length === 0) return <p className="py-8 text-center text-muted-foreground">No images uploaded yet.</p>
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Uploaded images">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-pressed={selectedUrl === item.url}
            onClick={() => onChoose(item)}
            className={cn(
              'group w-full rounded-md p-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selectedUrl === item.url && 'bg-brand-500/20 ring-2 ring-brand-400',
            )}
          >
            <MediaThumb url={item.url} sizes="160px" className="aspect-square w-full group-hover:opacity-80" />
            <span className="mt-1 block truncate text-xs text-ink-muted">{item.id}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
