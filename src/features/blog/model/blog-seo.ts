import type { BlogPost } from '@/content/types'
import { blogPostDescription, blogPostTitle } from './blog-meta'

/** What a post's head says: its <title>, meta description and social image. */
export interface BlogPostSeo {
  title: string
  description: string
  /** Undefined when the post has no featured image at all. */
  image: string | undefined
}

type SeoSource = Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'tags' | 'featuredImage' | 'seoTitle' | 'seoDescription' | 'seoImage'>

/**
 * The effective search and social fields of a post: each field the admin filled in wins; an
 * empty one is computed as it always was (title | brand Blog; the description from the excerpt,
 * category and tags; the featured image).
 */
export function blogPostSeo(post: SeoSource, brand: string): BlogPostSeo {
  return {
    title: post.seoTitle?.trim() || blogPostTitle(post, brand),
    description: post.seoDescription?.trim() || blogPostDescription(post),
    image: post.seoImage?.trim() || post.featuredImage?.trim() || undefined,
  }
}
