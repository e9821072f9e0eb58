import { useState, type ComponentProps } from 'react'
import { IMAGE_SIZES, imageSize, PLACEHOLDER_IMAGE } from '@/content/images'

type Props = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | undefined
  /** The slot's size when the image is not one we ship (an admin's URL). */
  fallbackSize?: { width: number; height: number }
  priority?: boolean
}

/**
 * A blog image with width and height always set. A missing or failing image shows the
 * placeholder; a failure logs a warning (spec: nothing else happens).
 */
export function BlogImage({ src, alt, fallbackSize = IMAGE_SIZES.blog, priority = false, ...props }: Props) {
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
      onError={() => {
        console.warn('Image failed to load:', src)
        if (src && shown !== PLACEHOLDER_IMAGE) setFailedSrc(src)
      }}
    />
  )
}
