import { useParams } from 'react-router-dom'
import { BlogPostPage } from '@/features/blog/components/blog-post-page'

export function BlogPostRoute() {
  const { slugOrId = '' } = useParams()
  return <BlogPostPage key={slugOrId} slugOrId={slugOrId} />
}
