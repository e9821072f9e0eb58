import { describe, expect, it } from 'vitest'
import { groupMediaFiles, mediaUses, type MediaReferenceSource } from '@/lib/media/media-library'
import { MAX_UPLOAD_BYTES, mediaId, planVariants, UPLOAD_MESSAGES, uploadProblem } from '@/lib/media/upload-rules'
import { mediaSources, mediaVariantWidths, parseMediaUrl } from '@/lib/media-url'

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/site-media/uploads/'

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

describe('an uploaded image’s URL', () => {
  it('tells its size and every smaller width, so pages can set srcset, width and height', () => {
    const url = `${BASE}shop-hero-ab12cd34.1280x800.webp`
    expect(parseMediaUrl(url)).toMatchObject({ id: 'shop-hero-ab12cd34', width: 1280, height: 800, ext: 'webp' })
    expect(mediaSources(url)).toEqual({
      src: url,
      width: 1280,
      height: 800,
      srcSet: [
        `${BASE}shop-hero-ab12cd34.192w.webp 192w`,
        `${BASE}shop-hero-ab12cd34.320w.webp 320w`,
        `${BASE}shop-hero-ab12cd34.640w.webp 640w`,
        `${BASE}shop-hero-ab12cd34.960w.webp 960w`,
        `${url} 1280w`,
      ].join(', '),
    })
  })

  it('is not mistaken for any other image address', () => {
    expect(mediaSources('/images/projects/shopsphere.webp')).toBeNull()
    expect(mediaSources('https://cdn.example.com/a.1200x630.webp')).toBeNull()
    expect(mediaSources(`${BASE}shop-hero-ab12cd34.960w.webp`)).toBeNull()
    expect(mediaSources(undefined)).toBeNull()
  })
})

describe('the media library', () => {
  const url = (path: string) => `http://stack/storage/v1/object/public/site-media/${path}`

  it('groups stored files into images, newest first, and lists a half-finished upload', () => {
    const items = groupMediaFiles(
      [
        { name: 'old-aa.192w.webp', size: 10, createdAt: '2026-01-01T00:00:00Z' },
        { name: 'old-aa.640x400.webp', size: 90, createdAt: '2026-01-01T00:00:01Z' },
        { name: 'new-bb.320x200.webp', size: 40, createdAt: '2026-02-01T00:00:00Z' },
        { name: 'broken-cc.192w.webp', size: 5, createdAt: '2025-12-01T00:00:00Z' },
      ],
      url,
    )
    expect(items.map((item) => [item.id, item.url, item.width, item.bytes, item.paths.length])).toEqual([
      ['new-bb', url('uploads/new-bb.320x200.webp'), 320, 40, 1],
      ['old-aa', url('uploads/old-aa.640x400.webp'), 640, 100, 2],
      ['broken-cc', null, null, 5, 1],
    ])
  })

  it('says where an image is used: any of its widths in any field, content included', () => {
    const sources: MediaReferenceSource[] = [
      { key: 'p1', kind: 'Project', title: 'Shop', editTo: '/e/p1', fields: [{ label: 'Image', value: url('uploads/hero-aa.1600x900.webp') }, { label: 'Gallery', value: ['/x.png', url('uploads/hero-aa.1600x900.webp')] }] },
      { key: 'b1', kind: 'Blog post', title: 'News', editTo: '/e/b1', fields: [{ label: 'Content', value: `<p><img src="${url('uploads/hero-aa.640w.webp')}"></p>` }] },
      { key: 'b2', kind: 'Blog post', title: 'Other', editTo: '/e/b2', fields: [{ label: 'Content', value: url('uploads/hero-aab.1600x900.webp') }] },
    ]
    expect(mediaUses({ id: 'hero-aa' }, sources)).toEqual([
      { source: { key: 'p1', kind: 'Project', title: 'Shop', editTo: '/e/p1' }, fields: ['Image', 'Gallery'] },
      { source: { key: 'b1', kind: 'Blog post', title: 'News', editTo: '/e/b1' }, fields: ['Content'] },
    ])
    expect(mediaUses({ id: 'unused-zz' }, sources)).toEqual([])
  })
})
