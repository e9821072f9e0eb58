import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import type { BlogPost } from '@/content/types'
import { cn } from '@/lib/cn'
import { blogPostSlugOrId } from '../model/blog-list'
import { CARD_TAGS } from '../model/blog-search'
import { BlogImage } from './blog-image'
import { CARD_COVER_IMAGE_CLASS, CardCover } from '@/components/card-cover'
import { PostTiming } from './post-timing'

interface Props {
  post: BlogPost
  /** Featured cards are larger. */
  featured?: boolean
  /** Where the card links; by default /blog/{slug or id}. */
  to?: string
  titleAs?: 'h2' | 'h3'
  /** The card is on the first screen: its image loads at once, first (the page's largest paint). */
  priority?: boolean
}

/** A post card: image, category, date, reading time, title, excerpt, first 2 tags, author. */
export function BlogCard({ post, featured = false, to, titleAs: Title = 'h3', priority = false }: Props) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-card/80 shadow-lg transition duration-300 hover:-translate-y-1 hover:border-brand-400/40 focus-within:border-brand-400/60"
      data-testid="blog-card"
    >
      <CardCover className="aspect-[1200/630]" badge={post.category}>
        <BlogImage
          src={post.featuredImage}
          sizes={IMAGE_SLOT_SIZES.card}
          alt=""
          priority={priority}
          className={CARD_COVER_IMAGE_CLASS}
        />
      </CardCover>
      <div className={cn('flex flex-1 flex-col gap-3', featured ? 'p-6' : 'p-5')}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-subtle">
          <PostTiming post={post} iconClassName="size-3.5" />
        </p>
        <Title className={cn('font-semibold leading-snug text-ink', featured ? 'text-xl sm:text-2xl' : 'text-lg')}>
          <Link
            to={to ?? paths.blogPost.to(blogPostSlugOrId(post))}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-200 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {post.title}
          </Link>
        </Title>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.slice(0, CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded-md border border-line bg-surface-tint/5 px-2 py-0.5 text-xs text-ink-muted">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3 text-sm">
          <span className="truncate text-ink-muted">{post.author.name}</span>
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-300" aria-hidden="true">
            Read More
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  )
}
