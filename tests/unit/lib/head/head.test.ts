// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyHeadTags, headTags, headTagsToHtml, HEAD_MARKER, scriptSafeJson, type SiteIdentity } from '@/lib/head/head'

const site: SiteIdentity = { url: 'https://agency.example', name: 'NexaLabs', defaultImage: '/images/share.webp', feedPath: '/feed.xml' }

describe('headTags', () => {
  it('gives every page a title, description, canonical URL, Open Graph and Twitter card, and the feed', () => {
    const html = headTagsToHtml(headTags({ title: 'Portfolio | NexaLabs', description: 'Our work.' }, site, '/portfolio'))
    expect(html).toContain('<title data-head>Portfolio | NexaLabs</title>')
    expect(html).toContain('<meta name="description" content="Our work." data-head />')
    expect(html).toContain('<link rel="canonical" href="https://agency.example/portfolio" data-head />')
    expect(html).toContain('<meta property="og:url" content="https://agency.example/portfolio" data-head />')
    expect(html).toContain('<meta property="og:image" content="https://agency.example/images/share.webp" data-head />')
    expect(html).toContain('<meta property="og:type" content="website" data-head />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head />')
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="NexaLabs Blog" href="https://agency.example/feed.xml" data-head />')
    expect(html).not.toContain('robots')
  })

  it('keeps a noindex page out of search results and names no canonical address for it', () => {
    const html = headTagsToHtml(headTags({ title: 'Thank You', description: 'Thanks.', noindex: true }, site, '/thank-you'))
    expect(html).toContain('<meta name="robots" content="noindex" data-head />')
    expect(html).not.toContain('rel="canonical"')
  })

  it('uses the page\'s own canonical path and image, and article dates for articles', () => {
    const tags = headTags(
      { title: 'T', description: 'D', path: '/', image: 'https://cdn.example/a.webp', type: 'article', publishedTime: '2025-01-01T00:00:00Z' },
      site,
      '/h1',
    )
    const html = headTagsToHtml(tags)
    expect(html).toContain('href="https://agency.example/"')
    expect(html).toContain('content="https://cdn.example/a.webp"')
    expect(html).toContain('<meta property="article:published_time" content="2025-01-01T00:00:00Z" data-head />')
  })

  it('escapes what pages put in it: no title or description can break out of its tag', () => {
    const html = headTagsToHtml(
      headTags({ title: '</title><script>alert(1)</script>', description: '"><script>alert(2)</script>', jsonLd: [{ name: '</script><script>alert(3)</script>' }] }, site, '/x'),
    )
    expect(html).not.toMatch(/<script>alert/)
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;')
    expect(html).toContain('\\u003c/script>')
  })

  it('writes structured data as JSON that parses back to what was given', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: 'A <b> & "c"\u2028' }
    expect(JSON.parse(scriptSafeJson(data))).toEqual(data)
  })
})

describe('applyHeadTags', () => {
  it('replaces the managed tags and the template\'s own title and description, and nothing else', () => {
    document.head.innerHTML = '<meta charset="utf-8"><title>Template</title><meta name="description" content="Template">'
    applyHeadTags(document, headTags({ title: 'First', description: 'One' }, site, '/a'))
    applyHeadTags(document, headTags({ title: 'Second', description: 'Two' }, site, '/b'))
    expect(document.title).toBe('Second')
    expect(document.querySelectorAll('title')).toHaveLength(1)
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://agency.example/b')
    expect(document.querySelector('meta[charset]')).not.toBeNull()
    expect(document.querySelectorAll(`[${HEAD_MARKER}]`).length).toBeGreaterThan(5)
  })
})
