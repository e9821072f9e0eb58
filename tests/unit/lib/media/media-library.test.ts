import { describe, expect, it } from 'vitest'
import { groupMediaFiles, mediaUses, type MediaReferenceSource } from '@/lib/media/media-library'

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
