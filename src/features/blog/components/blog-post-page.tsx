import { Loader2 } from 'lucide-react'
import { useMemo } from 'react'
import { Navigate } from 'react-router-dom'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useBlogList, useBlogPost } from '../api/blog-queries'
import { blogPostSeo } from '../model/blog-seo'
import { relatedPosts } from '../model/related-posts'
import { BlogPostView } from './blog-post-view'

export const BLOG_POST_LOADING = 'Loading blog post...'

/** /blog/{slug or id}: loading, the post, or (not found) back to /blogs. */
export function BlogPostPage({ slugOrId }: { slugOrId: string }) {
  const { data: post, isPending } = useBlogPost(slugOrId)
  const { data: posts } = useBlogList()
  const related = useMemo(() => (post && posts ? relatedPosts(posts, post) : []), [post, posts])

  const seo = post ? blogPostSeo(post, brandName) : null
  useDocumentMeta(seo ? seo.title : `Blog | ${brandName}`, seo?.description)

  if (isPending) {
    return (
      <p role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-cyan-400" aria-hidden="true" />
        {BLOG_POST_LOADING}
      </p>
    )
  }
  if (!post) return <Navigate to={paths.blogs.to()} replace />
  return <BlogPostView post={post} related={related} />
}
