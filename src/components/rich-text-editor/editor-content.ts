import { richTextView } from '@/lib/rich-text'

/*
 * What the visual editor can hold without losing anything, and how stored content (HTML or
 * plain text) goes in and out of it. Content with markup the editor does not know (a table, a
 * styled span, an embed) opens in the HTML view instead, so saving never drops it silently.
 */

/** Elements the editor keeps, and the attributes it keeps on them. */
const EDITOR_MARKUP: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  strike: [],
  a: ['href', 'title', 'target', 'rel'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  code: ['class'],
  pre: [],
  img: ['src', 'alt', 'title', 'srcset', 'sizes', 'width', 'height', 'loading'],
  hr: [],
}

/** The markup the editor would drop from `html`, as "<table>" or "style on <span>"; empty when none. */
export function markupTheEditorWouldDrop(html: string, parser: DOMParser = new DOMParser()): string[] {
  const body = parser.parseFromString(html, 'text/html').body
  const dropped = new Set<string>()
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase()
    const allowed = EDITOR_MARKUP[tag]
    if (!allowed) {
      dropped.add(`<${tag}>`)
      continue
    }
    for (const attribute of Array.from(element.attributes)) {
      if (!allowed.includes(attribute.name)) dropped.add(`${attribute.name} on <${tag}>`)
    }
  }
  return [...dropped]
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** What the editor opens: stored HTML as it is; plain text as the paragraphs the site shows. */
export function editorStartContent(value: string): string {
  const view = richTextView(value)
  if (view.kind === 'html') return view.html
  if (view.kind === 'empty') return ''
  return view.paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('')
}

/**
 * What the editor hands the form: its HTML; nothing when it is empty; and when it holds only
 * blank text, that blank text, so the form's rule for content blank after trimming ("Content
 * cannot be empty.") applies as it does to a typed text.
 */
export function editorOutput(html: string, isEmpty: boolean, text: string): string {
  if (isEmpty) return ''
  if (text.trim() === '' && !/<(img|hr)\b/i.test(html)) return text === '' ? ' ' : text
  return html
}
