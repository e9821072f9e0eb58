import type { MediaExtension } from '@/lib/media-url'
import { ENCODE_QUALITY, planVariants, type ImageSlot, type VariantPlan } from './upload-rules'

/*
 * The browser's part of an upload: decode the picked file and draw it at each planned width,
 * encoded as WebP (or JPEG where the browser cannot encode WebP). Runs only in the back office.
 */

export interface EncodedVariant extends VariantPlan {
  blob: Blob
  ext: MediaExtension
  contentType: 'image/webp' | 'image/jpeg'
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
}

async function encode(bitmap: ImageBitmap, plan: VariantPlan, preferJpeg: boolean): Promise<EncodedVariant> {
  const canvas = document.createElement('canvas')
  canvas.width = plan.width
  canvas.height = plan.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas in this browser')
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, plan.width, plan.height)
  if (!preferJpeg) {
    const webp = await canvasToBlob(canvas, 'image/webp', ENCODE_QUALITY)
    // A browser that cannot encode WebP hands back a PNG instead: fall back to JPEG.
    if (webp?.type === 'image/webp') return { ...plan, blob: webp, ext: 'webp', contentType: 'image/webp' }
  }
  // JPEG has no transparency: paint a white background first.
  context.globalCompositeOperation = 'destination-over'
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, plan.width, plan.height)
  const jpeg = await canvasToBlob(canvas, 'image/jpeg', ENCODE_QUALITY)
  if (!jpeg) throw new Error('The browser could not encode the image')
  return { ...plan, blob: jpeg, ext: 'jpg', contentType: 'image/jpeg' }
}

/** Decodes the file (its EXIF orientation applied); throws when it is not a readable image. */
export function decodeImage(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' })
}

/** Every planned width of the image, encoded, smallest first; all in one format. */
export async function resizeForSlot(bitmap: ImageBitmap, slot: ImageSlot): Promise<EncodedVariant[]> {
  const plan = planVariants({ width: bitmap.width, height: bitmap.height }, slot)
  const variants: EncodedVariant[] = []
  for (const entry of plan) {
    const variant = await encode(bitmap, entry, variants[0]?.ext === 'jpg')
    if (variants[0] && variant.ext !== variants[0].ext) throw new Error('Mixed image formats')
    variants.push(variant)
  }
  return variants
}
