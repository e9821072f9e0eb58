import createDOMPurify, { type Config, type WindowLike } from 'dompurify'
import { richTextView } from './rich-text'

/**
 * The one way stored HTML (posts and case-study texts written in the back office) is made safe:
 * DOMPurify's HTML profile, so scripts, event handlers and javascript: URLs never reach a page,
 * less what a post has no use for and a page must not receive from one: style sheets and style
 * attributes (they can restyle or cover the whole page), and forms and their controls (a fake
 * sign-in box). Every id and name is prefixed with `user-content-`, so stored HTML can never take
 * the id of an element the app looks up (the query state, #root) or clobber a global by name.
 * It needs a DOM: the browser's window, or at build time the one the prerendering gives it
 * (jsdom), so the built pages are sanitised by the same code and settings as the browser.
 */
const SETTINGS: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
}

let purifier: ReturnType<typeof createDOMPurify> | undefined

export function provideSanitizerWindow(window: WindowLike): void {
  purifier = createDOMPurify(window)
}

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(window)
  return purifier.sanitize(html, SETTINGS)
}

/**
 * A long text as it is stored: HTML (as richTextView tells it) sanitised by the same rule as
 * when it is shown, so the database never holds what a page would refuse; plain text as it is
 * (sanitising would escape its ampersands).
 */
export function sanitizeRichText<T extends string | null | undefined>(content: T): T {
  if (typeof content !== 'string' || richTextView(content).kind !== 'html') return content
  return sanitizeHtml(content) as T
}
