import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import { nextImageIndex, previousImageIndex } from '../model/gallery-navigation'
import { ProjectImage } from './project-image'

interface Props {
  images: readonly string[]
  title: string
  /** The open image, or null when the viewer is closed. */
  index: number | null
  onIndexChange: (index: number | null) => void
}

/**
 * The full-size gallery viewer: close, previous and next (both wrap around), Escape closes,
 * the arrow keys step. Radix Dialog traps focus and returns it to the thumbnail on close.
 */
export function GalleryViewer({ images, title, index, onIndexChange }: Props) {
  const count = images.length
  const current = index ?? 0
  const step = (direction: 1 | -1) =>
    onIndexChange(direction === 1 ? nextImageIndex(current, count) : previousImageIndex(current, count))

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    }
  }

  const control =
    'flex size-11 items-center justify-center rounded-full border border-line-bold bg-surface-page/80 text-ink transition hover:bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

  return (
    <DialogPrimitive.Root open={index !== null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-surface-overlay/90 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-10"
          data-testid="gallery-viewer"
        >
          <DialogPrimitive.Title className="sr-only">{`${title} gallery`}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Use the left and right arrow keys to move between images.
          </DialogPrimitive.Description>
          <div className="relative flex w-full max-w-6xl flex-1 items-center justify-center overflow-hidden">
            <ProjectImage
              key={images[current]}
              src={images[current] ?? ''}
              sizes={IMAGE_SLOT_SIZES.viewer}
              alt={`${title}, image ${current + 1} of ${count}`}
              priority
              className="max-h-[80vh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
              data-testid="gallery-viewer-image"
            />
          </div>
          <div className="flex items-center gap-4">
            <button type="button" className={control} onClick={() => step(-1)} aria-label="Previous image">
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <p className="min-w-16 text-center text-sm text-ink-soft" aria-live="polite">
              {current + 1} / {count}
            </p>
            <button type="button" className={control} onClick={() => step(1)} aria-label="Next image">
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </div>
          <DialogPrimitive.Close className={`${control} absolute right-4 top-4`} aria-label="Close gallery">
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
