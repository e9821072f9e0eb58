/**
 * `npm run test:bundle` (part of `npm test`): builds the production bundle and fails when
 * what every public page loads first (the entry chunk and its static imports) is over the
 * JavaScript or CSS budget. No browser needed; `npm run perf` measures per route.
 */
import { createLocalStack } from '../../supabase/local/server'
import { BUNDLE_BUDGET, budgetMisses } from './budgets'
import { buildForPerf, closureKb } from './build'

// The build renders the public pages from published content: a throw-away stack with the
// sample content stands in for the project.
const stack = await createLocalStack({ port: 0, dataDir: null, admin: null })
try {
  await buildForPerf({ supabaseUrl: stack.url, anonKey: stack.anonKey, treemap: false })
} finally {
  await stack.stop()
}
const { jsKb, cssKb } = closureKb()
const misses = budgetMisses({ route: 'entry', jsKb, cssKb })
console.info(`entry bundle: JS ${jsKb} KB gzip (budget ${BUNDLE_BUDGET.jsKb}), CSS ${cssKb} KB gzip (budget ${BUNDLE_BUDGET.cssKb})`)
if (misses.length > 0) {
  console.error(`Over budget:\n  ${misses.join('\n  ')}`)
  process.exit(1)
}
