import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { reviews } from '@/content/reviews'
import { sampleProjects } from '@/content/sample-projects'
import { services } from '@/content/services'

describe('the images the content names', () => {
  it('ships every local image it names', () => {
    const paths = [
      ...sampleProjects.flatMap((p) => [p.image, p.clientLogo, ...p.gallery]),
      ...builtInPosts.flatMap((p) => [p.featuredImage, p.author.avatar]),
      ...reviews.map((r) => r.image),
      ...services.map((s) => s.image),
    ].filter((p): p is string => typeof p === 'string' && p.startsWith('/'))
    expect(paths.length).toBeGreaterThan(30)
    for (const path of paths) expect(existsSync(`public${path}`), path).toBe(true)
  })
})
