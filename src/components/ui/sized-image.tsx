import { useState, type ComponentProps } from 'react'
import { imageSize, PLACEHOLDER_IMAGE } from '@/content/images'
import { mediaSources } from '@/lib/media-url'

export type SizedImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | undefined
  /** The slot's size when the image is not one we ship (e.g. an admin's URL). */
  fallbackSize: { width: number; height: number }
  /** Loads at once with high priority (above the fold); everything else loads lazily. */
  priority?: boolean
  /**
   * How wide the slot is at each viewport width (the img `sizes`), so the browser picks the
   * right file of an uploaded image's widths. Ignored for other images.
   */
  sizes?: string
}

/**
 * An image with width and height always set, so nothing shifts when it arrives. An image
 * uploaded in the back office comes in several widths: it gets its srcset and the browser
 * loads the smallest file that fills the slot. A missing or failing image shows the
 * placeholder instead of a broken icon, and a failure only logs a warning: a missing picture
 * is never worth an error screen.
 */
export function SizedImage({ src, alt, fallbackSize, priority = false, sizes, onError, ...props }: SizedImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src
  const media = shown === PLACEHOLDER_IMAGE ? null : mediaSources(shown)
  const size = media ?? (shown === PLACEHOLDER_IMAGE ? undefined : imageSize(shown)) ?? fallbackSize
  return (
    <img
      {...props}
      src={shown}
      {...(media ? { srcSet: media.srcSet, sizes: sizes ?? '100vw' } : {})}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={(event) => {
        console.warn('Image failed to load:', src)
        if (src && shown !== PLACEHOLDER_IMAGE) setFailedSrc(src)
        onError?.(event)
      }}
    />
  )
}
