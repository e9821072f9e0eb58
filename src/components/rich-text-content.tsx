import { Fragment, lazy, Suspense, useMemo, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { richTextView } from '@/lib/rich-text'

const SanitizedHtml = lazy(() => import('./sanitized-html').then((m) => ({ default: m.SanitizedHtml })))

/** Headings, lists, links, quotes, code and images in an admin's rich text, styled for the dark pages. */
export const RICH_TEXT_CLASSES =
  'max-w-none space-y-4 leading-relaxed text-ink-soft [&_a]:text-brand-400 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500/50 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ml-6 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-card [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc'

/**
 * Rich text as visitors see it: HTML through the sanitiser (loaded when there is HTML to show),
 * plain text as paragraphs and line breaks, or `emptyText` when there is nothing.
 */
export function RichTextContent({
  content,
  emptyText,
  className,
  fallback,
}: {
  content: string | null | undefined
  emptyText: string
  className?: string
  /** Shown while the sanitiser loads (the first HTML on a page). */
  fallback?: ReactNode
}) {
  const view = useMemo(() => richTextView(content), [content])
  const classes = cn(RICH_TEXT_CLASSES, className)
  if (view.kind === 'empty') return <p className={cn(classes, 'italic text-muted-foreground')}>{emptyText}</p>
  if (view.kind === 'html') {
    return (
      <Suspense fallback={fallback ?? <div className={cn(classes, 'min-h-24')} aria-busy="true" />}>
        <SanitizedHtml html={view.html} className={classes} />
      </Suspense>
    )
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
