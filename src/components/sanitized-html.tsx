import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'

/**
 * Admin-written HTML as a page shows it: through the one sanitiser (sanitizeHtml, DOMPurify),
 * so scripts, event handlers and javascript: URLs never reach the page. Loaded on demand
 * (DOMPurify stays off the first load), at build time and in the browser alike.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}
