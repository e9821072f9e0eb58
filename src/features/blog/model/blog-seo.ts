import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import type { Head, SiteIdentity } from '@/lib/head/head'
import { articleHead, blogPostingJsonLd } from '@/lib/head/structured-data'
import { blogPostSlugOrId } from './blog-list'
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

/** The post's head: its effective title, description and image (blogPostSeo), BlogPosting and trail. */
export function blogPostHead(site: SiteIdentity, post: BlogPost): Head {
  const seo = blogPostSeo(post, site.name)
  return articleHead(
    site,
    {
      title: seo.title,
      headline: post.title,
      description: seo.description,
      path: paths.blogPost.to(blogPostSlugOrId(post)),
      image: seo.image || site.defaultImage,
      datePublished: post.publishedDate,
      dateModified: post.updatedAt,
      authorName: post.author.name,
      parent: { name: 'Blog', path: paths.blogs.to() },
    },
    blogPostingJsonLd,
  )
}
