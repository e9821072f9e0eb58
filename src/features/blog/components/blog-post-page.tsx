import { Loader2 } from 'lucide-react'
import { useMemo } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { useHead } from '@/lib/head/use-head'
import { useBlogList, useBlogPost } from '../api/blog-queries'
import { blogPostHead } from '../model/blog-seo'
import { relatedPosts } from '../model/related-posts'
import { BlogPostView } from './blog-post-view'
import { BLOG_POST_LOADING } from '../model/blog-messages'

/** /blog/{slug or id}: loading, the post, or (not found) back to /blogs. */
export function BlogPostPage({ slugOrId }: { slugOrId: string }) {
  const { data: post, isPending } = useBlogPost(slugOrId)
  const { data: posts } = useBlogList()
  const related = useMemo(() => (post && posts ? relatedPosts(posts, post) : []), [post, posts])

  useHead(post ? blogPostHead(site, post) : { title: `Blog | ${site.name}`, description: BLOG_POST_LOADING, noindex: true })

  if (isPending) {
    return (
      <p role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-brand-400" aria-hidden="true" />
        {BLOG_POST_LOADING}
      </p>
    )
  }
  if (!post) return <Navigate to={paths.blogs.to()} replace />
  return <BlogPostView post={post} related={related} />
}
