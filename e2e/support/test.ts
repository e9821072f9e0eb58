import { expect, test as base, type Page } from '@playwright/test'

/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` return once the page is
 * live. A prerendered page (src/prerender.tsx) is on screen before the app has hydrated it,
 * and a click in that gap does nothing, as it would for a visitor; journeys act afterwards.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const waitUntilLive = (target: Page) =>
      target.waitForFunction(
        () =>
          !document.getElementById('root')?.hasAttribute('data-prerendered') ||
          document.documentElement.dataset.hydrated === 'true',
      )
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitUntilLive(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitUntilLive(page)
      return response
    }
    await provide(page)
  },
})

export { expect }
export type { Locator, Page } from '@playwright/test'
