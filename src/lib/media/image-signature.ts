/*
 * What an image file is, told by its first bytes rather than by the type it is labelled with: a
 * label is whatever the uploader wrote, so an SVG or HTML page labelled image/webp would
 * otherwise be stored and served as an image. The back office checks its own uploads with this
 * rule before sending them, and the local stack's Storage refuses an image upload that breaks it.
 * No imports: the local stack (Node) uses the same module.
 */

/** The raster types the site stores, each with the bytes every such file starts with. */
const SIGNATURES: ReadonlyArray<{ type: SignedImageType; matches: (bytes: Uint8Array) => boolean }> = [
  // "RIFF", four bytes of length, "WEBP".
  { type: 'image/webp', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  // Start of image, then the first marker.
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
]

export type SignedImageType = 'image/webp' | 'image/jpeg' | 'image/png'

/** How many leading bytes the rule reads. */
export const SIGNATURE_BYTES = 12

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (bytes[offset + i] !== text.charCodeAt(i)) return false
  return true
}

/** The image type the bytes start with, or null when they are none of WebP, JPEG or PNG. */
export function imageTypeOf(bytes: Uint8Array): SignedImageType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null
}

/**
 * Whether a file may be stored with this label: one labelled as an image must start with the
 * signature of exactly that image type (and only WebP, JPEG and PNG have one here, so any other
 * image label, SVG included, fails). Labels that are not images are left to the bucket's list of
 * allowed types.
 */
export function fitsImageLabel(bytes: Uint8Array, declaredType: string): boolean {
  const type = declaredType.split(';')[0]!.trim().toLowerCase()
  if (!type.startsWith('image/')) return true
  return imageTypeOf(bytes) === type
}
