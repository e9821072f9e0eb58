import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS, CHROME_PATH } from './first-load'
import { EXTRA_RUNS, median, missingLcp } from './lighthouse-runs'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** One Lighthouse 12 run with its default (mobile) settings, in a fresh browser. */
async function runOnce(url: string, reportFile?: string): Promise<LighthouseFigures | { failure: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr))
    const failure = missingLcp(result.lhr)
    if (failure) return { failure }
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * The median of each figure over `runs` runs that measured an LCP (scores and timings vary
 * between runs); a run without one is repeated (EXTRA_RUNS) and named in `failures`. With
 * `reportDir`, each run's full report is kept there (LCP element and phases, requests) for study.
 */
export async function measureLighthouse(
  url: string,
  runs = 3,
  reportDir?: string,
): Promise<LighthouseFigures & { failures: string[] }> {
  const results: LighthouseFigures[] = []
  const failures: string[] = []
  if (reportDir) mkdirSync(reportDir, { recursive: true })
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
  for (let attempt = 1; results.length < runs && attempt <= runs + EXTRA_RUNS; attempt += 1) {
    const run = await runOnce(url, reportDir ? `${reportDir}/${slug}-${attempt}.json` : undefined)
    if ('failure' in run) failures.push(`${url}: run ${attempt}: ${run.failure}`)
    else results.push(run)
  }
  if (results.length === 0) throw new Error(`Lighthouse measured no LCP on ${url} in ${runs + EXTRA_RUNS} runs:\n  ${failures.join('\n  ')}`)
  const pick = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failures,
  }
}
