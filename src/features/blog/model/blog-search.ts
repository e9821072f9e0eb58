import type { BlogCategory, BlogPost } from '@/content/types'

export const ALL_CATEGORIES: BlogCategory = 'All'

/** Case-insensitive substring match on title, excerpt, any tag or the author's name. */
export function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (needle === '') return true
  return [post.title, post.excerpt, post.author.name, ...post.tags].some((field) =>
    field.toLowerCase().includes(needle),
  )
}

/** The search combined with the category filter ('All' means no filter). */
export function filterBlogPosts(posts: readonly BlogPost[], category: string, search: string): BlogPost[] {
  return posts.filter((p) => (category === ALL_CATEGORIES || p.category === category) && matchesSearch(p, search))
}

export interface BlogListSections {
  /** Featured Posts: only for 'All' with no search text; otherwise null (not shown). */
  featured: BlogPost[] | null
  /** Latest Posts: the rest of the matching posts. */
  latest: BlogPost[]
  /** Nothing matches: the empty state shows. */
  empty: boolean
}

export function blogListSections(posts: readonly BlogPost[], category: string, search: string): BlogListSections {
  const matching = filterBlogPosts(posts, category, search)
  const showFeatured = category === ALL_CATEGORIES && search.trim() === ''
  const featured = showFeatured ? matching.filter((p) => p.featured) : []
  return {
    featured: showFeatured && featured.length > 0 ? featured : null,
    // A post shown under Featured Posts is not repeated under Latest Posts.
    latest: showFeatured ? matching.filter((p) => !p.featured) : matching,
    empty: matching.length === 0,
  }
}

/** A card shows the first 2 tags. */
export const CARD_TAGS = 2
