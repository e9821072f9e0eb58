/**
 * Small files that start as real images do (the local Storage checks an image's first bytes):
 * a WebP or JPEG signature, then `size` bytes of `fill`, so tests can tell versions apart.
 */
const WEBP_HEAD = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)))
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]

export const webpBytes = (size = 64, fill = 1) => new Uint8Array([...WEBP_HEAD, ...new Uint8Array(size).fill(fill)])
export const jpegBytes = (size = 64, fill = 1) => new Uint8Array([...JPEG_HEAD, ...new Uint8Array(size).fill(fill)])

export const webpBlob = (size = 64, fill = 1) => new Blob([webpBytes(size, fill)], { type: 'image/webp' })
