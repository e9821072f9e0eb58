import { chromium } from '@playwright/test'
import { builtFileGzipKb } from './build'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run']

/**
 * What a visitor downloads before touching the page: every script and stylesheet the page
 * requests until the network has been quiet for half a second, at a phone's width and without
 * any scrolling or pointing (so on-demand chunks stay unloaded). Sizes are the built files'
 * gzip sizes, whatever the preview server sends.
 */
export async function measureFirstLoad(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const figures: Record<string, { jsKb: number; cssKb: number; files: string[] }> = {}
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const files = new Set<string>()
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
      })
      await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' })
      const sum = (ext: string) =>
        Math.round([...files].filter((f) => f.endsWith(ext)).reduce((kb, f) => kb + builtFileGzipKb(f), 0) * 10) / 10
      figures[route] = { jsKb: sum('.js'), cssKb: sum('.css'), files: [...files] }
      await context.close()
    }
    return figures
  } finally {
    await browser.close()
  }
}
