import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { publishedBlogPosts, seedBlogList } from '@/features/blog/api/blog-queries'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import { useHead } from '@/lib/head/use-head'
import { breadcrumbJsonLd } from '@/lib/head/structured-data'
import { latestTimestamp, type Prerender } from '../route-module'

export function Page() {
  useHead({
    title: `Tech Insights | ${site.name} Blog`,
    description:
      'Articles on web development, AI and machine learning, mobile apps, SaaS and technology trends from our engineering team.',
    // Crawlers read structured data in the built HTML; the browser bundle goes without.
    jsonLd: import.meta.env.SSR
      ? [
          breadcrumbJsonLd(site, [
            { name: 'Home', path: paths.home.to() },
            { name: 'Blog', path: paths.blogs.to() },
          ]),
        ]
      : undefined,
  })
  return <BlogListPage />
}

export const prerender: Prerender = {
  seed: (queryClient, content) => seedBlogList(queryClient, content.dbPosts),
  lastModified: (content) =>
    latestTimestamp(publishedBlogPosts(content.dbPosts).map((post) => post.updatedAt ?? post.publishedDate)),
}
