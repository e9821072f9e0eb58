import type { BlogPost } from '@/content/types'

/** Whether a database post is the stored copy of a built-in one (Migrate Static Data keeps slug and id). */
function isCopyOf(builtIn: BlogPost, dbPost: BlogPost): boolean {
  return (builtIn.slug !== undefined && builtIn.slug === dbPost.slug) || builtIn.id === dbPost.id
}

/**
 * The stored copy replaces the built-in post in its place. It keeps the built-in's category:
 * the table can only hold 'General', and a migrated post should not drop out of its category.
 */
function replaceBuiltIn(builtIn: BlogPost, dbPost: BlogPost): BlogPost {
  return { ...dbPost, category: builtIn.category }
}

/** A post of the merged list, and whether it is a built-in one (those are not in the database). */
export interface ListedBlogPost {
  post: BlogPost
  builtIn: boolean
}

/**
 * The built-in posts come first, then the database posts (newest first, category
 * 'General'). A database post with the slug (or id) of a built-in one replaces it, so the
 * list never shows a post twice after Migrate Static Data; the stored copy is a database post.
 */
export function listBlogPosts(builtIns: readonly BlogPost[], dbPosts: readonly BlogPost[]): ListedBlogPost[] {
  const used = new Set<BlogPost>()
  const merged = builtIns.map((builtIn): ListedBlogPost => {
    const copy = dbPosts.find((p) => !used.has(p) && isCopyOf(builtIn, p))
    if (!copy) return { post: builtIn, builtIn: true }
    used.add(copy)
    return { post: replaceBuiltIn(builtIn, copy), builtIn: false }
  })
  return [...merged, ...dbPosts.filter((p) => !used.has(p)).map((post) => ({ post, builtIn: false }))]
}

/** The posts of `listBlogPosts`, as /blogs lists them. */
export function mergeBlogPosts(builtIns: readonly BlogPost[], dbPosts: readonly BlogPost[]): BlogPost[] {
  return listBlogPosts(builtIns, dbPosts).map((listed) => listed.post)
}

/**
 * How many posts /blogs lists: the built-in posts (a stored copy counts once) and the
 * database's, so the dashboard's Blog Posts counter agrees with the public list.
 */
export function countListedBlogPosts(builtIns: readonly BlogPost[], dbPosts: readonly BlogPost[]): number {
  return listBlogPosts(builtIns, dbPosts).length
}

/**
 * The dashboard's recent posts: the newest `count` of the posts its counter counts (built-in
 * ones included, flagged), by publication date; a post without a date comes last.
 */
export function recentBlogPosts(builtIns: readonly BlogPost[], dbPosts: readonly BlogPost[], count: number): ListedBlogPost[] {
  const time = ({ post }: ListedBlogPost) => {
    const at = Date.parse(post.publishedDate)
    return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at
  }
  return listBlogPosts(builtIns, dbPosts)
    .sort((a, b) => time(b) - time(a))
    .slice(0, count)
}

/**
 * One post for /blog/{slug or id}: the database's answer wins (as in the list), then a
 * built-in post by slug, then by id. Null when neither knows the address.
 */
export function resolveBlogPost(
  slugOrId: string,
  dbPost: BlogPost | null,
  builtIns: readonly BlogPost[],
): BlogPost | null {
  if (dbPost) {
    const original = builtIns.find((b) => isCopyOf(b, dbPost))
    return original ? replaceBuiltIn(original, dbPost) : dbPost
  }
  return builtIns.find((b) => b.slug === slugOrId) ?? builtIns.find((b) => b.id === slugOrId) ?? null
}

/** The same address rule over an already merged list (slug first, then id). */
export function findBlogPost(posts: readonly BlogPost[], slugOrId: string): BlogPost | undefined {
  return posts.find((p) => p.slug === slugOrId) ?? posts.find((p) => p.id === slugOrId)
}

/** Where a post lives: its slug when it has one, else its id. */
export function blogPostSlugOrId(post: Pick<BlogPost, 'id' | 'slug'>): string {
  return post.slug ?? post.id
}
