import { describe, expect, it } from 'vitest'
import { fitsImageLabel, imageTypeOf } from '@/lib/media/image-signature'
import { jpegBytes, webpBytes } from '../../../support/image-bytes'

const text = (value: string) => new TextEncoder().encode(value)
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('imageTypeOf', () => {
  it('tells WebP, JPEG and PNG by their first bytes', () => {
    expect(imageTypeOf(webpBytes())).toBe('image/webp')
    expect(imageTypeOf(jpegBytes())).toBe('image/jpeg')
    expect(imageTypeOf(PNG)).toBe('image/png')
  })

  it('knows nothing else, however it starts', () => {
    for (const body of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html><p>hi', 'GIF89a......', 'RIFF....WAVE', 'RIFF', '']) {
      expect(imageTypeOf(text(body)), body).toBeNull()
    }
  })
})

describe('fitsImageLabel', () => {
  it('lets an image through only under its own label', () => {
    expect(fitsImageLabel(webpBytes(), 'image/webp')).toBe(true)
    expect(fitsImageLabel(jpegBytes(), 'IMAGE/JPEG; charset=binary')).toBe(true)
    expect(fitsImageLabel(webpBytes(), 'image/jpeg')).toBe(false)
    expect(fitsImageLabel(jpegBytes(), 'image/png')).toBe(false)
  })

  it('refuses a page or an SVG labelled as an image, and any image type without a signature here', () => {
    expect(fitsImageLabel(text('<svg onload="alert(1)"/>'), 'image/webp')).toBe(false)
    expect(fitsImageLabel(text('<html><script>alert(1)</script>'), 'image/jpeg')).toBe(false)
    expect(fitsImageLabel(text('<svg/>'), 'image/svg+xml')).toBe(false)
  })

  it('leaves labels that are not images to the bucket', () => {
    expect(fitsImageLabel(text('hello'), 'text/plain')).toBe(true)
  })
})
