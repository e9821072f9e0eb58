import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import type { Head, SiteIdentity } from '@/lib/head/head'
import { articleHead, blogPostingJsonLd } from '@/lib/head/structured-data'
import { withSeoOverrides, type EffectiveSeo } from '@/lib/seo'
import { blogPostSlugOrId } from './blog-list'
import { blogPostDescription, blogPostTitle } from './blog-meta'

type SeoSource = Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'tags' | 'featuredImage' | 'seoTitle' | 'seoDescription' | 'seoImage'>

/**
 * The effective search and social fields of a post: each field the admin filled in wins; an
 * empty one is computed as it always was (title | brand Blog; the description from the excerpt,
 * category and tags; the featured image).
 */
export function blogPostSeo(post: SeoSource, brand: string): EffectiveSeo {
  return withSeoOverrides(post, {
    title: blogPostTitle(post, brand),
    description: blogPostDescription(post),
    image: post.featuredImage,
  })
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
