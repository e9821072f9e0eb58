import { ArrowLeft, Tag } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import type { BlogPost } from '@/content/types'
import { AuthorCard } from './author-card'
import { BlogCard } from './blog-card'
import { BlogContent } from './blog-content'
import { BlogImage } from './blog-image'
import { ShareArticleButton } from './share-article-button'
import { PostTiming } from './post-timing'


function ContentFallback() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  )
}

/** One post: header, image, content, tags and author, then related articles of the same category. */
export function BlogPostView({ post, related }: { post: BlogPost; related: readonly BlogPost[] }) {
  return (
    <>
      <article className="pb-16 pt-10 sm:pt-16">
        <div className="container max-w-4xl">
          <Link
            to={paths.blogs.to()}
            className="mb-8 inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-300 hover:text-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Blogs
          </Link>
          <header>
            <span className="inline-block rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-xs font-medium text-brand-200">
              {post.category}
            </span>
            <h1 className="mt-5 text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">{post.title}</h1>
            {post.excerpt && <p className="mt-5 text-lg leading-relaxed text-ink-muted sm:text-xl">{post.excerpt}</p>}
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted">
              {post.author.name && <span className="font-medium text-ink">{post.author.name}</span>}
              <PostTiming post={post} iconClassName="size-4" />
              <span className="sm:ml-auto">
                <ShareArticleButton title={post.title} text={post.excerpt} />
              </span>
            </div>
          </header>
          {post.featuredImage && (
            <div className="mt-10 overflow-hidden rounded-2xl border border-line">
              <BlogImage src={post.featuredImage} sizes={IMAGE_SLOT_SIZES.postHero} alt={post.title} priority className="aspect-[1200/630] w-full object-cover" />
            </div>
          )}
          <div className="mt-10 text-lg">
            {/* An HTML body waits for the sanitiser (DOMPurify), which loads with the first such post. */}
            <BlogContent content={post.content} fallback={<ContentFallback />} />
          </div>
          {post.tags.length > 0 && (
            <div className="mt-12 flex flex-wrap items-center gap-2 border-t border-line pt-8">
              <Tag className="size-4 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Tags:</span>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-md border border-line bg-surface-tint/5 px-2.5 py-1 text-sm text-ink-soft">
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-10">
            <AuthorCard author={post.author} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="border-t border-line-subtle pb-24 pt-14">
          <div className="container">
            <h2 id="related-articles" className="mb-8 text-2xl font-bold text-ink sm:text-3xl">
              Related Articles
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                // Related articles are linked by id.
                <BlogCard key={p.id} post={p} to={paths.blogPost.to(p.id)} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  )
}
