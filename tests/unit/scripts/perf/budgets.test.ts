import { describe, expect, it } from 'vitest'
import { budgetMisses } from '../../../../scripts/perf/budgets'

const good = { jsKb: 100, cssKb: 10, performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 90, cls: 0.01 }

describe('performance budgets', () => {
  it('passes figures within every budget', () => {
    expect(budgetMisses({ route: '/', ...good })).toEqual([])
  })

  it('names every missed budget on the home page', () => {
    const misses = budgetMisses({ route: '/', jsKb: 116, cssKb: 21, performance: 94, accessibility: 99, bestPractices: 100, seo: 100, lcpMs: 2001, tbtMs: 151, cls: 0.06 })
    expect(misses).toEqual([
      '/: JS 116 KB > 115 KB',
      '/: CSS 21 KB > 20 KB',
      '/: performance 94 < 95',
      '/: accessibility 99 < 100',
      '/: LCP 2001 ms > 2000 ms',
      '/: TBT 151 ms > 150 ms',
      '/: CLS 0.06 > 0.05',
    ])
  })

  it('applies Lighthouse budgets to the six measured pages, the size budget to the home page', () => {
    expect(budgetMisses({ route: '/portfolio', ...good, jsKb: 300, lcpMs: 2500 })).toEqual(['/portfolio: LCP 2500 ms > 2000 ms'])
    expect(budgetMisses({ route: '/case-study/x', ...good, cls: 0.2 })).toEqual(['/case-study/x: CLS 0.2 > 0.05'])
    expect(budgetMisses({ route: '/blog/x', ...good, tbtMs: 200 })).toEqual(['/blog/x: TBT 200 ms > 150 ms'])
    expect(budgetMisses({ route: '/contact', ...good, jsKb: 300, lcpMs: 5000 })).toEqual(['/contact: LCP 5000 ms > 2000 ms'])
    expect(budgetMisses({ route: '/reviews', ...good, lcpMs: 5000 })).toEqual([])
  })

  it('holds LCP within 1.15 times the LCP of the same page without its scripts', () => {
    expect(budgetMisses({ route: '/blogs', ...good, lcpMs: 1150, staticLcpMs: 1000 })).toEqual([])
    expect(budgetMisses({ route: '/blogs', ...good, lcpMs: 1300, staticLcpMs: 1000 })).toEqual([
      '/blogs: LCP / LCP without scripts 1.3 > 1.15',
    ])
  })

  it('holds the thank-you page to the Lighthouse budgets, SEO aside (it is noindex on purpose)', () => {
    expect(budgetMisses({ route: '/thank-you', ...good, seo: 69 })).toEqual([])
    expect(budgetMisses({ route: '/thank-you', ...good, lcpMs: 2100, cls: 0.1 })).toEqual(['/thank-you: LCP 2100 ms > 2000 ms', '/thank-you: CLS 0.1 > 0.05'])
  })
})
