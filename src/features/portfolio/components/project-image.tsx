import { useState, type ComponentProps } from 'react'
import { IMAGE_SIZES, imageSize, PLACEHOLDER_IMAGE } from '@/content/images'

type Props = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string
  /** Loads at once (above the fold); everything else loads lazily. */
  priority?: boolean
}

/**
 * A project image with width and height always set (no layout shift). An image that fails to
 * load logs a warning (spec) and shows the placeholder instead of a broken icon.
 */
export function ProjectImage({ src, alt, priority = false, onError, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src
  const size = imageSize(shown) ?? IMAGE_SIZES.project
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
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(src)
        onError?.(event)
      }}
    />
  )
}
