import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { reviews } from '@/content/reviews'
import { sampleProjects } from '@/content/sample-projects'
import { services } from '@/content/services'
import { SERVICE_IDS } from '@/content/types'
import { generateBlogSlug } from '@/features/blog/model/blog-slug'
import { generateProjectSlug } from '@/features/portfolio/model/project-slug'
import { isUuid } from '@/lib/errors'

describe('static content', () => {
  it('has the five services of the spec, in order, with their prices, timelines and colours', () => {
    expect(services.map((s) => [s.id, s.title, s.startingPrice, s.timeline, s.color])).toEqual([
      ['web-apps', 'Web Applications', '$5,000', '4-12 weeks', 'cyan'],
      ['saas', 'SAAS Solutions', '$15,000', '8-16 weeks', 'blue'],
      ['mobile-apps', 'Mobile Applications', '$10,000', '6-14 weeks', 'purple'],
      ['ai-calling', 'AI Calling Agency', '$8,000', '6-10 weeks', 'pink'],
      ['ai-automation', 'AI Automation', '$12,000', '8-12 weeks', 'green'],
    ])
  })

  it('has 15 reviews, three per service', () => {
    expect(reviews).toHaveLength(15)
    for (const id of SERVICE_IDS) expect(reviews.filter((r) => r.service === id)).toHaveLength(3)
  })

  it('gives the sample projects fixed uuids and slugs by the project slug rule', () => {
    expect(sampleProjects).toHaveLength(4)
    for (const project of sampleProjects) {
      expect(isUuid(project.id)).toBe(true)
      expect(project.slug).toBe(generateProjectSlug(project))
    }
  })

  it('gives the six built-in posts fixed uuids and slugs by the blog slug rule', () => {
    expect(builtInPosts).toHaveLength(6)
    for (const post of builtInPosts) {
      expect(isUuid(post.id)).toBe(true)
      expect(post.slug).toBe(generateBlogSlug(post))
    }
  })

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
