import type { ReactNode } from 'react'
import { RichTextContent } from '@/components/rich-text-content'

/** The text shown for empty or whitespace-only content. */
export const EMPTY_BLOG_CONTENT = 'No content available for this blog post.'

/** A post's body, exactly as the public post shows it (the admin's preview uses it too). */
export function BlogContent({
  content,
  className,
  fallback,
}: {
  content: string | null | undefined
  className?: string
  fallback?: ReactNode
}) {
  return <RichTextContent content={content} emptyText={EMPTY_BLOG_CONTENT} className={className} fallback={fallback} />
}
