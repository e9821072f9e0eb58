import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, mediaId, planVariants, UPLOAD_MESSAGES, uploadProblem } from '@/lib/media/upload-rules'
import { mediaVariantWidths } from '@/lib/media-url'

describe('what an upload accepts', () => {
  it('takes JPEG, PNG, WebP, AVIF and GIF up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(uploadProblem({ name: 'a', type, size: 1000 })).toBeNull()
    }
  })

  it('refuses other types (SVG included) and oversized files, naming the file', () => {
    expect(uploadProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_MESSAGES.wrongType('logo.svg'))
    expect(uploadProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toMatch(/^"notes\.pdf" is not an image the site can use/)
    expect(uploadProblem({ name: 'huge.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      '"huge.jpg" is 25.0 MB; images up to 25.0 MB can be uploaded.',
    )
  })
})

describe('the widths an upload is stored in', () => {
  it('caps the largest at the slot’s width, never upscales, and keeps the aspect ratio', () => {
    expect(planVariants({ width: 4000, height: 3000 }, 'wide')).toEqual([
      { width: 192, height: 144, largest: false },
      { width: 320, height: 240, largest: false },
      { width: 640, height: 480, largest: false },
      { width: 960, height: 720, largest: false },
      { width: 1280, height: 960, largest: false },
      { width: 1600, height: 1200, largest: true },
    ])
    expect(planVariants({ width: 700, height: 350 }, 'wide')).toEqual([
      { width: 192, height: 96, largest: false },
      { width: 320, height: 160, largest: false },
      { width: 700, height: 350, largest: true },
    ])
    expect(planVariants({ width: 1000, height: 1000 }, 'avatar')).toEqual([{ width: 192, height: 192, largest: true }])
  })

  it('skips a ladder step within 10% of the largest width', () => {
    expect(mediaVariantWidths(1000)).toEqual([192, 320, 640, 1000])
    expect(mediaVariantWidths(1050)).toEqual([192, 320, 640, 1050])
    expect(mediaVariantWidths(1100)).toEqual([192, 320, 640, 960, 1100])
  })

  it('names an upload after its file, with a random tail', () => {
    expect(mediaId('Shop Hero (final) ÉTÉ.PNG', 'AB12-cd34-ef')).toBe('shop-hero-final-ete-ab12cd34')
    expect(mediaId('.png', 'x1')).toBe('image-x1')
  })
})
