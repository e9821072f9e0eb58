import { publishedBlogPosts, seedBlogList, seedBlogPost } from '@/features/blog/api/blog-queries'
import { BlogPostPage } from '@/features/blog/components/blog-post-page'
import { blogPostSlugOrId } from '@/features/blog/model/blog-list'
import type { Prerender, RouteParams } from '../route-module'

export function Page({ params }: { params: RouteParams }) {
  const slugOrId = params.slugOrId ?? ''
  return <BlogPostPage key={slugOrId} slugOrId={slugOrId} />
}

/** One page per post the blog shows, built-in and database alike. */
export const prerender: Prerender = {
  entries: (content) =>
    publishedBlogPosts(content.dbPosts).map((post) => ({
      params: { slugOrId: blogPostSlugOrId(post) },
      lastModified: post.updatedAt ?? post.publishedDate,
    })),
  seed: (queryClient, content, params) => {
    const post = publishedBlogPosts(content.dbPosts).find((p) => blogPostSlugOrId(p) === params.slugOrId)
    if (!post) return
    seedBlogPost(queryClient, post)
    // Related articles come from the list.
    seedBlogList(queryClient, content.dbPosts)
  },
}
