import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
import { publicClient } from '@/lib/public-client'
import { blogPostSlugOrId, findBlogPost, mergeBlogPosts, resolveBlogPost } from '../model/blog-list'
import { blogKeys } from './keys'
import { getBlogBySlugOrId, getBlogs } from './blogs'

/*
 * The public site's blog reads (postgrest client). Both fail soft: when the database cannot
 * be read, the list shows only the built-in posts and a post page knows only those.
 */

const NO_DATABASE_POSTS: BlogPost[] = []

/** The list as shown: the built-in posts first, then the database's. */
const withBuiltInPosts = (dbPosts: BlogPost[]) => mergeBlogPosts(builtInPosts, dbPosts)

/**
 * The blog list. The query holds the database's posts alone, and `select` puts the built-in
 * posts (in the bundle already) at its head: a prerendered page carries only the data the
 * browser lacks, which keeps /blogs' HTML inside the first round trip of a slow connection
 * (the built-in posts' texts doubled its size). Until the database answers, the built-in
 * posts alone stand in, so the page shows them at once and the database's posts join below.
 */
export const blogListQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => getBlogs(publicClient, signal),
    placeholderData: NO_DATABASE_POSTS,
    select: withBuiltInPosts,
  })

async function loadPost(slugOrId: string, signal?: AbortSignal): Promise<BlogPost | null> {
  let dbPost: BlogPost | null = null
  try {
    dbPost = await getBlogBySlugOrId(publicClient, slugOrId, signal)
  } catch (error) {
    console.error('Loading the blog post failed', error)
  }
  return resolveBlogPost(slugOrId, dbPost, builtInPosts)
}

export const blogPostQuery = (queryClient: QueryClient, slugOrId: string) =>
  queryOptions({
    queryKey: blogKeys.detail(slugOrId),
    queryFn: ({ signal }) => loadPost(slugOrId, signal),
    // A post opened from the list renders at once from what the list already holds.
    initialData: () => {
      const dbPosts = queryClient.getQueryData<BlogPost[]>(blogKeys.list())
      return dbPosts ? findBlogPost(withBuiltInPosts(dbPosts), slugOrId) : undefined
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(blogKeys.list())?.dataUpdatedAt,
  })

export function useBlogList() {
  return useQuery(blogListQuery())
}

export function useBlogPost(slugOrId: string) {
  const queryClient = useQueryClient()
  return useQuery(blogPostQuery(queryClient, slugOrId))
}

/*
 * Build time: the published pages start from the data the build read (see src/prerender.tsx),
 * under the same keys the hooks above read, so the browser's first render finds it too.
 */
export function seedBlogList(queryClient: QueryClient, dbPosts: readonly BlogPost[]) {
  queryClient.setQueryData(blogKeys.list(), [...dbPosts])
}

export function seedBlogPost(queryClient: QueryClient, post: BlogPost) {
  queryClient.setQueryData(blogKeys.detail(blogPostSlugOrId(post)), post)
}

/** Every post the blog shows (built-in and database, merged), for the build's page list. */
export function publishedBlogPosts(dbPosts: readonly BlogPost[]): BlogPost[] {
  return mergeBlogPosts(builtInPosts, dbPosts)
}
