import type { BlogPost } from '@/content/types'

/** At most 3 related posts. */
export const MAX_RELATED_POSTS = 3

/** Up to 3 other posts of the same category, in list order. */
export function relatedPosts(posts: readonly BlogPost[], post: BlogPost): BlogPost[] {
  return posts
    .filter((p) => p.category === post.category && p.id !== post.id && (p.slug === undefined || p.slug !== post.slug))
    .slice(0, MAX_RELATED_POSTS)
}
