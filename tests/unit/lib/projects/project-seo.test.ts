import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { caseStudyDescription, caseStudyTitle } from '@/lib/projects/case-study-meta'
import { caseStudyHead, projectSeo } from '@/lib/projects/project-seo'
import { headTags, headTagsToHtml } from '@/lib/head/head'

const project = sampleProjects[0]!

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

describe('the effective SEO fields in the page head and its structured data', () => {
  const site = { url: 'https://agency.example', name: 'Brand', defaultImage: '/images/share.webp', feedPath: '/feed.xml' }

  it('a case study’s head, link previews and JSON-LD use the admin’s fields, or the defaults', () => {
    const custom = { ...project, seoTitle: 'Retail checkout, rebuilt', seoDescription: 'How we doubled conversion.', seoImage: '/images/og-shop.webp', publishAt: '2026-11-01T09:00:00.000Z' }
    const head = caseStudyHead(site, custom)
    expect(head).toMatchObject({ title: 'Retail checkout, rebuilt', description: 'How we doubled conversion.', image: '/images/og-shop.webp', publishedTime: '2026-11-01T09:00:00.000Z' })
    const html = headTagsToHtml(headTags(head, site, '/case-study/x'))
    expect(html).toContain('<meta property="og:title" content="Retail checkout, rebuilt" data-head />')
    expect(html).toContain('<meta name="twitter:description" content="How we doubled conversion." data-head />')
    expect(html).toContain('<meta property="og:image" content="https://agency.example/images/og-shop.webp" data-head />')
    // The structured data is written at build time (SSR), which this suite runs as.
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'Article',
      headline: project.title,
      description: 'How we doubled conversion.',
      image: ['https://agency.example/images/og-shop.webp'],
      datePublished: '2026-11-01T09:00:00.000Z',
    })

    expect(caseStudyHead(site, project)).toMatchObject({ title: caseStudyTitle(project, 'Brand'), description: caseStudyDescription(project), image: project.image })
  })
})
