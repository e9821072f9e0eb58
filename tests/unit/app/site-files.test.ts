// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { feedXml, robotsTxt, sitemapXml } from '@/app/site-files'
import { builtInPosts } from '@/content/blog-posts'
import type { SiteIdentity } from '@/lib/head/head'

const site: SiteIdentity = { url: 'https://agency.example', name: 'NexaLabs & Co', defaultImage: '/x.webp', feedPath: '/feed.xml' }
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')

describe('sitemapXml', () => {
  it('lists each page by its full address, with lastmod where the content says when it changed', () => {
    const doc = parse(sitemapXml(site, [{ path: '/' }, { path: '/blog/a&b', lastModified: '2025-03-10T09:00:00+00:00' }]))
    expect(doc.querySelector('parsererror')).toBeNull()
    expect([...doc.querySelectorAll('loc')].map((n) => n.textContent)).toEqual(['https://agency.example/', 'https://agency.example/blog/a&b'])
    expect([...doc.querySelectorAll('lastmod')].map((n) => n.textContent)).toEqual(['2025-03-10T09:00:00.000Z'])
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of the back office and names the sitemap', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://agency.example/sitemap.xml\n')
  })
})

describe('feedXml', () => {
  it('is well-formed RSS 2.0 with one item per post, newest first, whatever the posts contain', () => {
    const odd = { ...builtInPosts[0], id: 'odd', slug: 'odd', title: 'Tom & Jerry <3 "quotes"', publishedDate: '2030-01-01T00:00:00Z' }
    const doc = parse(feedXml(site, [...builtInPosts, odd], '2026-01-01T00:00:00Z'))
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = [...doc.querySelectorAll('item')]
    expect(items).toHaveLength(builtInPosts.length + 1)
    expect(items[0].querySelector('title')?.textContent).toBe('Tom & Jerry <3 "quotes"')
    expect(items[0].querySelector('link')?.textContent).toBe('https://agency.example/blog/odd')
    expect(items[0].querySelector('pubDate')?.textContent).toBe('Tue, 01 Jan 2030 00:00:00 GMT')
    expect(doc.querySelector('channel > title')?.textContent).toBe('NexaLabs & Co Blog')
  })
})
