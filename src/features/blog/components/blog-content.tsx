import type { ReactNode } from 'react'
import { RichTextContent } from '@/components/rich-text-content'
import { EMPTY_BLOG_CONTENT } from '../model/blog-messages'

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
