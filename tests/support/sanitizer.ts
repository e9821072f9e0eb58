import { JSDOM } from 'jsdom'
import { provideSanitizerWindow } from '@/lib/sanitize-html'

/**
 * Suites that run under Node (no window) and save rich text: the sanitiser gets a jsdom window,
 * as the build gives it one (src/prerender.tsx).
 */
export function provideSanitizerDom(): void {
  provideSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis)
}
