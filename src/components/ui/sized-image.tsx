import { useState, type ComponentProps } from 'react'
import { imageSize, PLACEHOLDER_IMAGE } from '@/content/images'

export type SizedImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | undefined
  /** The slot's size when the image is not one we ship (e.g. an admin's URL). */
  fallbackSize: { width: number; height: number }
  /** Loads at once with high priority (above the fold); everything else loads lazily. */
  priority?: boolean
}

/**
 * An image with width and height always set, so nothing shifts when it arrives. A missing or
 * failing image shows the placeholder instead of a broken icon, and a failure logs a warning
 * (spec: an image that fails to load only logs a warning).
 */
export function SizedImage({ src, alt, fallbackSize, priority = false, onError, ...props }: SizedImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src
  const size = (shown === PLACEHOLDER_IMAGE ? undefined : imageSize(shown)) ?? fallbackSize
  return (
    <img
      {...props}
      src={shown}
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
