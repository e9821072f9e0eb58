import { joinSlug } from '@/lib/slug'
import type { BlogPost } from '@/content/types'

/** Title, category, first tag and publication year, joined with hyphens. */
export function generateBlogSlug(post: Pick<BlogPost, 'title' | 'category' | 'tags' | 'publishedDate'>): string {
  const year = post.publishedDate ? new Date(post.publishedDate).getUTCFullYear() : undefined
  return joinSlug([post.title, post.category, post.tags[0], Number.isNaN(year) ? undefined : year])
}
