/*
 * Long texts an admin writes (a post's body, a case study's challenge and solution) are either
 * HTML (what the back office's visual editor produces, and what posts have always accepted) or
 * plain text. One rule decides how they are shown, on every page that shows them.
 */

export type RichTextView =
  | { kind: 'empty' }
  | { kind: 'html'; html: string }
  /** Blank-line separated paragraphs, each a list of its lines. */
  | { kind: 'text'; paragraphs: string[][] }

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i

/**
 * Content with HTML tags is shown as HTML (the caller sanitises it); otherwise blank-line
 * separated parts become paragraphs and single line breaks inside a paragraph become line
 * breaks; empty or whitespace-only content is empty.
 */
export function richTextView(content: string | null | undefined): RichTextView {
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
