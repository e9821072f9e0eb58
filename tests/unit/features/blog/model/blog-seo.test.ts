import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { blogPostDescription, blogPostTitle } from '@/features/blog/model/blog-meta'
import { blogPostHead, blogPostSeo } from '@/features/blog/model/blog-seo'

const post = builtInPosts[0]!

describe('a post’s effective SEO fields', () => {
  it('default to the title with the blog suffix, the built description and the featured image', () => {
    expect(blogPostSeo(post, 'Brand')).toEqual({
      title: blogPostTitle(post, 'Brand'),
      description: blogPostDescription(post),
      image: post.featuredImage,
    })
  })

  it('use the admin’s meta title, meta description and social image when given', () => {
    expect(blogPostSeo({ ...post, seoTitle: 'Read this', seoDescription: 'Why.', seoImage: '/images/x.webp' }, 'Brand')).toEqual({
      title: 'Read this',
      description: 'Why.',
      image: '/images/x.webp',
    })
    expect(blogPostSeo({ ...post, featuredImage: undefined }, 'Brand').image).toBeUndefined()
  })
})

describe('the effective SEO fields in the page head and its structured data', () => {
  const site = { url: 'https://agency.example', name: 'Brand', defaultImage: '/images/share.webp', feedPath: '/feed.xml' }

  it('a post’s head uses the admin’s fields, or the defaults (the site’s image when it has none)', () => {
    expect(blogPostHead(site, { ...post, seoTitle: 'Read this', seoImage: '/images/og-post.webp' })).toMatchObject({
      title: 'Read this',
      description: blogPostDescription(post),
      image: '/images/og-post.webp',
    })
    expect(blogPostHead(site, { ...post, featuredImage: undefined }).image).toBe('/images/share.webp')
  })
})
