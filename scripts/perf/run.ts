/**
 * `npm run perf`: builds the production bundle, serves it with a fresh local stack, and prints
 * one table for the public routes: the JS and CSS (gzip) loaded before the first interaction
 * and Lighthouse 12's mobile figures (median of 3 runs, Debian's Chromium or CHROME_PATH).
 * Beside each route's LCP it measures, in the same run, the LCP of the same prerendered HTML
 * with every script removed (served on a second port): the limit no client code can beat.
 * Exits non-zero, naming each miss, when a budget is missed. Writes a bundle treemap too.
 *
 *   npm run perf               every route, 3 Lighthouse runs each
 *   npm run perf -- --runs 1   quicker, noisier
 *   npm run perf -- --no-lighthouse   the download sizes only
 *   npm run perf -- --keep-reports    also keeps each Lighthouse report in .local/perf/reports
 *   npm run perf -- --route /blogs    only the routes starting with /blogs
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { builtInPosts } from '../../src/content/blog-posts'
import { sampleProjects } from '../../src/content/sample-projects'
import { paths } from '../../src/config/paths'
import { createLocalStack } from '../../supabase/local/server'
import { budgetMisses, type RouteFigures } from './budgets'
import { buildForPerf, PERF_DIST, TREEMAP_FILE } from './build'
import { measureFirstLoad } from './first-load'
import { measureLighthouse } from './lighthouse'
import { copyWithoutScripts } from './without-scripts'
import { serveBuild } from '../dev/static-server'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const withLighthouse = !args.includes('--no-lighthouse')
const reportDir = args.includes('--keep-reports') ? '.local/perf/reports' : undefined
const only = args.includes('--route') ? args[args.indexOf('--route') + 1] : undefined
const STACK_PORT = 54340
const WEB_PORT = 4190
const STATIC_WEB_PORT = 4191
const STATIC_DIST = '.local/perf/dist-without-scripts'

const allRoutes = [
  paths.home.to(),
  paths.portfolio.to(),
  paths.blogs.to(),
  paths.contact.to(),
  paths.caseStudy.to(sampleProjects[0].slug ?? sampleProjects[0].id),
  paths.blogPost.to(builtInPosts[0].slug ?? builtInPosts[0].id),
  // booking-link: the page that offers the booking link after an inquiry.
  paths.thankYou.to(),
]
const routes = only ? allRoutes.filter((route) => route.startsWith(only)) : allRoutes

const stack = await createLocalStack({ port: STACK_PORT, dataDir: null, admin: null })
let server: Awaited<ReturnType<typeof serveBuild>> | undefined
let staticServer: Awaited<ReturnType<typeof serveBuild>> | undefined
try {
  await buildForPerf({ supabaseUrl: stack.url, anonKey: stack.anonKey, treemap: true })
  server = await serveBuild(PERF_DIST, WEB_PORT)
  copyWithoutScripts(PERF_DIST, STATIC_DIST)
  staticServer = await serveBuild(STATIC_DIST, STATIC_WEB_PORT)
  const baseUrl = `http://127.0.0.1:${WEB_PORT}`
  const staticBaseUrl = `http://127.0.0.1:${STATIC_WEB_PORT}`

  const sizes = await measureFirstLoad(baseUrl, routes)
  const table: RouteFigures[] = []
  const repeatedRuns: string[] = []
  for (const route of routes) {
    const row: RouteFigures = { route, jsKb: sizes[route].jsKb, cssKb: sizes[route].cssKb }
    if (withLighthouse) {
      const { failures, ...figures } = await measureLighthouse(`${baseUrl}${route}`, runs, reportDir)
      const withoutScripts = await measureLighthouse(`${staticBaseUrl}${route}`, runs)
      Object.assign(row, figures, { staticLcpMs: withoutScripts.lcpMs })
      repeatedRuns.push(...failures, ...withoutScripts.failures)
    }
    table.push(row)
    console.info(`measured ${route}`)
  }

  const show = (v: number | undefined) => (v === undefined ? '-' : String(v))
  const ratio = (r: RouteFigures) =>
    r.lcpMs !== undefined && r.staticLcpMs ? (r.lcpMs / r.staticLcpMs).toFixed(2) : '-'
  const header = ['route', 'JS KB', 'CSS KB', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'no-JS LCP', 'ratio', 'TBT ms', 'CLS']
  const lines = table.map((r) => [
    r.route.length > 44 ? `${r.route.slice(0, 41)}...` : r.route,
    show(r.jsKb), show(r.cssKb), show(r.performance), show(r.accessibility), show(r.bestPractices),
    show(r.seo), show(r.lcpMs), show(r.staticLcpMs), ratio(r), show(r.tbtMs), show(r.cls),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.info(['', format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format), ''].join('\n'))
  console.info(`Lighthouse: ${withLighthouse ? `median of ${runs} run(s), mobile preset` : 'skipped'}. Treemap: ${TREEMAP_FILE}`)
  if (repeatedRuns.length > 0) console.info(`Runs without an LCP, run again:\n  ${repeatedRuns.join('\n  ')}`)

  mkdirSync('.local/perf', { recursive: true })
  writeFileSync('.local/perf/report.json', `${JSON.stringify({ runs, table, sizes }, null, 2)}\n`)

  const misses = table.flatMap(budgetMisses)
  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n  ${misses.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.info('Every budget is met.')
  }
} finally {
  server?.close()
  staticServer?.close()
  await stack.stop()
}
