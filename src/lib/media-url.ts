/*
 * Images uploaded in the back office are stored in several widths (the browser resizes them
 * before upload: Storage's own transformations are a paid feature). A record keeps the URL of
 * the largest width, whose file name carries its size:
 *
 *   .../storage/v1/object/public/site-media/uploads/shop-hero-k3j9x2.1600x1000.webp   (largest)
 *   .../storage/v1/object/public/site-media/uploads/shop-hero-k3j9x2.960w.webp        (smaller)
 *
 * From that URL alone a page knows the image's width and height (no layout shift) and every
 * smaller width (its srcset). This module is the one place for that naming rule; it is tiny
 * and runs on public pages, while the upload code lives in the back office's chunk.
 */

/** The bucket the back office uploads to (declared by the site_media_bucket migration). */
export const MEDIA_BUCKET = 'site-media'
/** The folder uploads go into. */
export const MEDIA_FOLDER = 'uploads'

/** The widths an upload is resized to, where the original is at least that wide. */
export const MEDIA_WIDTH_LADDER = [192, 320, 640, 960, 1280, 1600] as const

export type MediaExtension = 'webp' | 'jpg'

/**
 * The widths stored for an image whose largest stored width is `largest`: the ladder's widths
 * clearly below it (a step within 10% of it would add a file and save nothing), then itself.
 */
export function mediaVariantWidths(largest: number): number[] {
  return [...MEDIA_WIDTH_LADDER.filter((width) => width < largest * 0.9), largest]
}

/** File name of the largest variant (the one records point at). */
export function largestVariantName(id: string, width: number, height: number, ext: MediaExtension): string {
  return `${id}.${width}x${height}.${ext}`
}

/** File name of a smaller variant. */
export function smallerVariantName(id: string, width: number, ext: MediaExtension): string {
  return `${id}.${width}w.${ext}`
}

export interface MediaUrl {
  /** Everything before the file name, ending in '/'. */
  folderUrl: string
  /** The image's id: the file name without its size and extension. */
  id: string
  width: number
  height: number
  ext: MediaExtension
}

const LARGEST = /^(.*\/storage\/v1\/object\/public\/[^/]+\/(?:.+\/)?)([a-z0-9][a-z0-9-]*)\.(\d{1,5})x(\d{1,5})\.(webp|jpg)$/

/** The parts of an uploaded image's URL, or null for any other URL. */
export function parseMediaUrl(url: string | undefined): MediaUrl | null {
  if (!url) return null
  const match = LARGEST.exec(url)
  if (!match) return null
  const [, folderUrl, id, width, height, ext] = match
  return { folderUrl: folderUrl!, id: id!, width: Number(width), height: Number(height), ext: ext as MediaExtension }
}

export interface MediaSources {
  src: string
  srcSet: string
  width: number
  height: number
}

/** srcset, width and height of an uploaded image's URL; null for any other URL. */
export function mediaSources(url: string | undefined): MediaSources | null {
  const media = parseMediaUrl(url)
  if (!media || !url) return null
  const srcSet = mediaVariantWidths(media.width)
    .map((width) =>
      width === media.width
        ? `${url} ${width}w`
        : `${media.folderUrl}${smallerVariantName(media.id, width, media.ext)} ${width}w`,
    )
    .join(', ')
  return { src: url, srcSet, width: media.width, height: media.height }
}
