/**
 * `npm run test:bundle` (part of `npm test`): builds the production bundle and fails when
 * what every public page loads first (the entry chunk and its static imports) is over the
 * JavaScript or CSS budget, or when any chunk a visitor can download holds back-office-only
 * code (`back-office-modules.json`: the back office's modules, the admin client, supabase-js's
 * Auth and Storage, the rich-text editor, the upload and media code). No browser needed;
 * `npm run perf` measures per route.
 */
import { createLocalStack } from '../../supabase/local/server'
import { BUNDLE_BUDGET, budgetMisses } from './budgets'
import { buildForPerf, closureKb } from './build'
import { BACK_OFFICE_ONLY, backOfficeCodeInPublicChunks, backOfficeEntriesMatchingNothing, publicChunks, readChunkModules } from './public-chunks'

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
const chunks = readChunkModules()
const leaks = backOfficeCodeInPublicChunks(chunks)
const staleEntries = backOfficeEntriesMatchingNothing(chunks)
console.info(
  `public chunks: ${publicChunks(chunks).length} of ${Object.keys(chunks).length}; ` +
    `back-office-only code in them (${BACK_OFFICE_ONLY.map(({ what }) => what).join(', ')}): ${leaks.length === 0 ? 'none' : leaks.length}`,
)
if (misses.length > 0) console.error(`Over budget:\n  ${misses.join('\n  ')}`)
if (leaks.length > 0) console.error(`Back-office code in public chunks:\n  ${leaks.join('\n  ')}`)
if (staleEntries.length > 0) console.error(`Entries of back-office-modules.json that match no module of the build:\n  ${staleEntries.join('\n  ')}`)
if (misses.length > 0 || leaks.length > 0 || staleEntries.length > 0) process.exit(1)
