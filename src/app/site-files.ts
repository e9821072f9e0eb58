/**
 * The files the build writes beside the pages: sitemap.xml, robots.txt, the blog's RSS feed
 * and build-info.json (src/lib/build-info.ts: when the pages were built and from what, read by the back office to say
 * whether the public pages are up to date).
 */
import { blogPostSlugOrId } from '@/features/blog/model/blog-list'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import type { BuildInfo } from '@/lib/build-info'
import { absoluteUrl, type SiteIdentity } from '@/lib/head/head'
import type { PublishedContent } from './route-module'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** An ISO timestamp the way sitemaps want it, or nothing when unreadable. */
function w3cDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

export interface SitemapEntry {
  path: string
  lastModified?: string
}

/** Every indexable page the build wrote, with the time its content last changed where known. */
export function sitemapXml(site: SiteIdentity, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = w3cDate(lastModified)
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(site, path))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read everything but the back office; the sitemap says what there is. */
export function robotsTxt(site: SiteIdentity): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`
}

/** RSS 2.0 dates: RFC 822 (e.g. "Mon, 10 Mar 2025 09:00:00 GMT"). */
function rfc822(iso: string): string | undefined {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString()
}

/** The blog as an RSS 2.0 feed, newest post first. */
export function feedXml(site: SiteIdentity, posts: readonly BlogPost[], builtAt: string): string {
  const newestFirst = [...posts].sort((a, b) => (Date.parse(b.publishedDate) || 0) - (Date.parse(a.publishedDate) || 0))
  const items = newestFirst.map((post) => {
    const link = escapeXml(absoluteUrl(site, paths.blogPost.to(blogPostSlugOrId(post))))
    const published = rfc822(post.publishedDate)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      ...(published ? [`      <pubDate>${published}</pubDate>`] : []),
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const self = escapeXml(absoluteUrl(site, site.feedPath))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(site, paths.blogs.to()))}</link>`,
    `    <atom:link href="${self}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(`Articles on web development, AI, mobile apps, SaaS and technology trends from the ${site.name} team.`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${rfc822(builtAt) ?? new Date().toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

export function buildInfo(content: PublishedContent, source: string, pages: number, blogPosts: number): BuildInfo {
  return { builtAt: content.readAt, source, projects: content.projects.length, blogPosts, pages }
}
