import type { BlogPost } from '@/content/types'
import { leadWithTail } from '@/lib/truncate-text'

/** The post title followed by the site's blog suffix. */
export function blogPostTitle(post: Pick<BlogPost, 'title'>, brand: string): string {
  return `${post.title} | ${brand} Blog`
}

/** The description is built from the excerpt, the category and the tags. */
export function blogPostDescription(post: Pick<BlogPost, 'excerpt' | 'category' | 'tags'>): string {
  const tags = post.tags.filter(Boolean)
  const facts = [`Category: ${post.category}.`, tags.length > 0 ? `Tags: ${tags.join(', ')}.` : '']
  return leadWithTail(post.excerpt, facts.filter(Boolean).join(' '))
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A publication date as "March 10, 2025"; empty when the stored date is unreadable. */
export function formatPublishedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`
}
