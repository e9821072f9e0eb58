import { CalendarDays, Clock } from 'lucide-react'
import type { BlogPost } from '@/content/types'
import { formatPublishedDate, readingTimeText } from '../model/blog-meta'

/** When a post was published (when the date is known) and how long it takes to read, with their icons. */
export function PostTiming({ post, iconClassName }: { post: Pick<BlogPost, 'publishedDate' | 'readingTime'>; iconClassName: string }) {
  const date = formatPublishedDate(post.publishedDate)
  return (
    <>
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className={iconClassName} aria-hidden="true" />
          <time dateTime={post.publishedDate}>{date}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock className={iconClassName} aria-hidden="true" />
        {readingTimeText(post.readingTime)}
      </span>
    </>
  )
}
