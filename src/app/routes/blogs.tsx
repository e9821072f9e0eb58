import { brandName } from '@/config/brand'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import { useDocumentMeta } from '@/lib/use-document-meta'

export function BlogsRoute() {
  useDocumentMeta(
    `Tech Insights | ${brandName} Blog`,
    'Articles on web development, AI and machine learning, mobile apps, SaaS and technology trends from our engineering team.',
  )
  return <BlogListPage />
}
