/**
 * `npm run test:bundle` (part of `npm test`): builds the production bundle and fails when
 * what every public page loads first (the entry chunk and its static imports) is over the
 * JavaScript or CSS budget. No browser needed; `npm run perf` measures per route.
 */
import { BUNDLE_BUDGET, budgetMisses } from './budgets'
import { buildForPerf, closureKb } from './build'

await buildForPerf({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'bundle-check', treemap: false })
const { jsKb, cssKb } = closureKb()
const misses = budgetMisses({ route: 'entry', jsKb, cssKb })
console.info(`entry bundle: JS ${jsKb} KB gzip (budget ${BUNDLE_BUDGET.jsKb}), CSS ${cssKb} KB gzip (budget ${BUNDLE_BUDGET.cssKb})`)
if (misses.length > 0) {
  console.error(`Over budget:\n  ${misses.join('\n  ')}`)
  process.exit(1)
}
