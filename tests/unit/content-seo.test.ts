import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { builtInPosts } from '@/content/blog-posts'
import { blogPostDescription, blogPostTitle } from '@/features/blog/model/blog-meta'
import { blogPostSeo } from '@/features/blog/model/blog-seo'
import { caseStudyDescription, caseStudyTitle } from '@/features/portfolio/model/case-study-meta'
import { projectSeo } from '@/features/portfolio/model/project-seo'

const project = sampleProjects[0]!
const post = builtInPosts[0]!

describe('a case study’s effective SEO fields', () => {
  it('default to what the page always computed when the admin left them empty', () => {
    expect(projectSeo(project, 'Brand')).toEqual({
      title: caseStudyTitle(project, 'Brand'),
      description: caseStudyDescription(project),
      image: project.image,
    })
    expect(projectSeo({ ...project, seoTitle: '  ', seoDescription: '', seoImage: ' ' }, 'Brand').title).toBe(
      `${project.title} | Case Study | Brand`,
    )
  })

  it('use each field the admin filled in, trimmed, independently of the others', () => {
    const seo = projectSeo({ ...project, seoTitle: ' Custom title ', seoImage: 'https://cdn.example/og.webp' }, 'Brand')
    expect(seo).toEqual({ title: 'Custom title', description: caseStudyDescription(project), image: 'https://cdn.example/og.webp' })
    expect(projectSeo({ ...project, seoDescription: 'Short and sweet.' }, 'Brand').description).toBe('Short and sweet.')
  })

  it('have no image when the project has none and none was chosen', () => {
    expect(projectSeo({ ...project, image: undefined }, 'Brand').image).toBeUndefined()
  })
})

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
