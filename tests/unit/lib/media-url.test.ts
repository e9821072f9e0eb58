import { describe, expect, it } from 'vitest'
import { mediaSources, parseMediaUrl } from '@/lib/media-url'

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/site-media/uploads/'

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
