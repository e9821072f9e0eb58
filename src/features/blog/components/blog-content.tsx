import { Fragment, useMemo } from 'react'
import { cn } from '@/lib/cn'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { blogContentView, EMPTY_BLOG_CONTENT } from '../model/blog-content'

/**
 * A post's body, exactly as the public post shows it (the admin's preview uses it too).
 * Stored HTML is sanitised first (sanitizeHtml, DOMPurify): scripts, event handlers and
 * javascript: URLs never reach the page.
 */
export function BlogContent({ content, className }: { content: string | null | undefined; className?: string }) {
  const view = useMemo(() => blogContentView(content), [content])
  const classes = cn(
    'max-w-none space-y-4 leading-relaxed text-slate-200 [&_a]:text-cyan-400 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc',
    className,
  )
  if (view.kind === 'empty') return <p className={cn(classes, 'italic text-muted-foreground')}>{EMPTY_BLOG_CONTENT}</p>
  if (view.kind === 'html') {
    return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.html) }} />
  }
  return (
    <div className={classes}>
      {view.paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  )
}
