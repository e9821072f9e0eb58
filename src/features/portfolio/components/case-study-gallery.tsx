import { Expand } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import { ProjectImage } from './project-image'

// The viewer is only needed once a visitor opens an image.
const loadViewer = () => import('./gallery-viewer')
const GalleryViewer = lazy(() => loadViewer().then((m) => ({ default: m.GalleryViewer })))

/** The project gallery: thumbnails that open the full-size viewer. */
export function CaseStudyGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onPointerEnter={() => void loadViewer()}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              onFocus={() => void loadViewer()}
              className="group relative block w-full overflow-hidden rounded-xl border border-line bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              aria-label={`Open image ${i + 1} of ${images.length}`}
            >
              <ProjectImage
                src={src}
                sizes={IMAGE_SLOT_SIZES.card}
                alt=""
                className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex items-center justify-center bg-surface-page/0 opacity-0 transition group-hover:bg-surface-page/40 group-hover:opacity-100 group-focus-visible:opacity-100">
                <Expand className="size-8 text-ink" aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} title={title} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
