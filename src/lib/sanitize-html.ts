import createDOMPurify, { type WindowLike } from 'dompurify'

/**
 * The one way stored HTML (blog posts written in the back office) is made safe to render:
 * DOMPurify's HTML profile, so scripts, event handlers and javascript: URLs never reach a page.
 * It needs a DOM: the browser's window, or at build time the one the prerendering gives it
 * (jsdom), so the built pages are sanitised by the same code and settings as the browser.
 */
let purifier: ReturnType<typeof createDOMPurify> | undefined

export function provideSanitizerWindow(window: WindowLike): void {
  purifier = createDOMPurify(window)
}

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(window)
  return purifier.sanitize(html, { USE_PROFILES: { html: true } })
}
