/** Spec: the text shown for empty or whitespace-only content. */
export const EMPTY_BLOG_CONTENT = 'No content available for this blog post.'

export type BlogContentView =
  | { kind: 'empty' }
  | { kind: 'html'; html: string }
  /** Blank-line separated paragraphs, each a list of its lines. */
  | { kind: 'text'; paragraphs: string[][] }

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i

/**
 * Spec, public-site section 5: content with HTML tags is shown as HTML (the caller sanitises
 * it); otherwise blank-line separated parts become paragraphs and single line breaks inside a
 * paragraph become line breaks.
 */
export function blogContentView(content: string | null | undefined): BlogContentView {
  const text = content ?? ''
  if (text.trim() === '') return { kind: 'empty' }
  if (HTML_TAG.test(text)) return { kind: 'html', html: text }
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
  return { kind: 'text', paragraphs }
}
