import { SizedImage, type SizedImageProps } from '@/components/ui/sized-image'
import { IMAGE_SIZES } from '@/content/images'

/** A project image (card, hero, gallery) sized for a project's slot when it is not one we ship. */
export function ProjectImage(props: Omit<SizedImageProps, 'fallbackSize'>) {
  return <SizedImage fallbackSize={IMAGE_SIZES.project} {...props} />
}
