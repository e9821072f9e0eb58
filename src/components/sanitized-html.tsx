import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * Admin-written HTML, sanitised with DOMPurify before it reaches the page: scripts, event
 * handlers and javascript: URLs never do. Loaded on demand (DOMPurify stays off the first load).
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}
