import { SizedImage, type SizedImageProps } from '@/components/ui/sized-image'
import { IMAGE_SIZES } from '@/content/images'

/** A blog image (featured image, avatar) sized for the blog's slots by default. */
export function BlogImage({ fallbackSize = IMAGE_SIZES.blog, ...props }: Omit<SizedImageProps, 'fallbackSize'> & { fallbackSize?: SizedImageProps['fallbackSize'] }) {
  return <SizedImage fallbackSize={fallbackSize} {...props} />
}
