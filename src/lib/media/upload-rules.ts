import { MEDIA_FOLDER, mediaVariantWidths } from '@/lib/media-url'

/*
 * What the back office accepts as an image upload, and how it is stored: resized in the browser
 * to a few widths (src/lib/media-url.ts names them), as WebP (JPEG where the browser cannot
 * encode WebP), each well under the bucket's limit.
 */

/** Types a browser decodes into a canvas; SVG is refused (it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
/** For the file input's `accept`. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',')

/** The largest original the browser is asked to read (a phone photo is 3 to 12 MB). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
/** The bucket's per-file limit (the site_media_bucket migration); resized files stay far below. */
export const MAX_STORED_BYTES = 2 * 1024 * 1024
/** WebP quality: photos look unchanged and weigh a fraction of a JPEG. */
export const ENCODE_QUALITY = 0.82

/** Where an image is shown decides the largest width worth storing (twice its size on screen). */
export const IMAGE_SLOTS = {
  /** Project image, gallery, featured image: up to full width on a large screen. */
  wide: { maxWidth: 1600 },
  /** Social sharing image: what Open Graph asks for (1200 x 630). */
  social: { maxWidth: 1200 },
  /** Client logo (40 px on screen). */
  logo: { maxWidth: 192 },
  /** Author avatar (64 px on screen). */
  avatar: { maxWidth: 192 },
} as const
export type ImageSlot = keyof typeof IMAGE_SLOTS

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export const UPLOAD_MESSAGES = {
  wrongType: (name: string) => `"${name}" is not an image the site can use. Choose a JPEG, PNG, WebP, AVIF or GIF file.`,
  tooLarge: (name: string, size: number) =>
    `"${name}" is ${formatBytes(size)}; images up to ${formatBytes(MAX_UPLOAD_BYTES)} can be uploaded.`,
  unreadable: (name: string) => `"${name}" could not be read as an image. Try saving it again as JPEG or PNG.`,
  failed: 'The image could not be uploaded. Please try again.',
  tooLargeAfterResize: (name: string) => `"${name}" is still too large after resizing. Try a simpler image.`,
  notThatImage: (name: string) => `"${name}" did not come out as the image it should be and was not uploaded. Try saving it again as JPEG or PNG.`,
} as const

/** Why a picked or dropped file cannot be uploaded, or null when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType(file.name)
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge(file.name, file.size)
  return null
}

export interface VariantPlan {
  width: number
  height: number
  largest: boolean
}

/**
 * The files to make from an original of the given size for a slot: the largest is the
 * original's width capped at the slot's, never upscaled; smaller widths follow the ladder.
 */
export function planVariants(original: { width: number; height: number }, slot: ImageSlot): VariantPlan[] {
  const largest = Math.max(1, Math.min(Math.round(original.width), IMAGE_SLOTS[slot].maxWidth))
  const largestHeight = Math.max(1, Math.round((original.height * largest) / original.width))
  return mediaVariantWidths(largest).map((width) => ({
    width,
    height: Math.max(1, Math.round((largestHeight * width) / largest)),
    largest: width === largest,
  }))
}

/** A readable, unique id for an upload: the file's name in slug form and a random tail. */
export function mediaId(fileName: string, random: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  const tail = random.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8) || '0'
  return `${stem || 'image'}-${tail}`
}

/** The object path inside the bucket. */
export function mediaObjectPath(fileName: string): string {
  return `${MEDIA_FOLDER}/${fileName}`
}
