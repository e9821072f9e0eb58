/**
 * The public site's budgets: one place, read by `npm run perf` and by the bundle check in
 * `npm test`.
 */
/** Where each budget applies; other routes are measured and shown. */
export const BUNDLE_BUDGET_ROUTES: readonly string[] = ['/', 'entry']
export const LIGHTHOUSE_BUDGET_ROUTES = (route: string) =>
  ['/', '/portfolio', '/blogs', '/contact', '/thank-you'].includes(route) || route.startsWith('/case-study/') || route.startsWith('/blog/')
/** Pages kept out of search engines on purpose (noindex): Lighthouse's SEO score counts that against them. */
export const NOINDEX_ROUTES: readonly string[] = ['/thank-you']

export const BUNDLE_BUDGET = {
  /**
   * JavaScript a visitor downloads before the first interaction, gzip. Kept a few KB under
   * what the home page needs today: a cookie-consent banner will have to show on first load.
   */
  jsKb: 115,
  /** CSS, gzip. */
  cssKb: 20,
} as const

/** Lighthouse 12, mobile preset, median of 3 runs. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /**
   * LCP at most this many times the LCP of the same prerendered HTML with its scripts removed,
   * measured in the same run: that page is the limit no client code can beat.
   */
  lcpOverStaticLimit: 1.15,
} as const

export interface RouteFigures {
  route: string
  jsKb: number
  cssKb: number
  performance?: number
  accessibility?: number
  bestPractices?: number
  seo?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  /** LCP of the same HTML with every script removed. */
  staticLcpMs?: number
}

/** Every budget a route misses, as sentences. */
export function budgetMisses(figures: RouteFigures): string[] {
  const misses: string[] = []
  const over = (what: string, value: number | undefined, limit: number, unit = '') => {
    if (value !== undefined && value > limit) misses.push(`${figures.route}: ${what} ${value}${unit} > ${limit}${unit}`)
  }
  const under = (what: string, value: number | undefined, limit: number) => {
    if (value !== undefined && value < limit) misses.push(`${figures.route}: ${what} ${value} < ${limit}`)
  }
  if (BUNDLE_BUDGET_ROUTES.includes(figures.route)) {
    over('JS', figures.jsKb, BUNDLE_BUDGET.jsKb, ' KB')
    over('CSS', figures.cssKb, BUNDLE_BUDGET.cssKb, ' KB')
  }
  if (!LIGHTHOUSE_BUDGET_ROUTES(figures.route)) return misses
  under('performance', figures.performance, LIGHTHOUSE_BUDGET.performance)
  under('accessibility', figures.accessibility, LIGHTHOUSE_BUDGET.accessibility)
  under('best practices', figures.bestPractices, LIGHTHOUSE_BUDGET.bestPractices)
  if (!NOINDEX_ROUTES.includes(figures.route)) under('SEO', figures.seo, LIGHTHOUSE_BUDGET.seo)
  over('LCP', figures.lcpMs, LIGHTHOUSE_BUDGET.lcpMs, ' ms')
  over('TBT', figures.tbtMs, LIGHTHOUSE_BUDGET.tbtMs, ' ms')
  over('CLS', figures.cls, LIGHTHOUSE_BUDGET.cls)
  if (figures.lcpMs !== undefined && figures.staticLcpMs) {
    over('LCP / LCP without scripts', Math.round((figures.lcpMs / figures.staticLcpMs) * 100) / 100, LIGHTHOUSE_BUDGET.lcpOverStaticLimit)
  }
  return misses
}
