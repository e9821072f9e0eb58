/** How `npm run perf` turns several Lighthouse runs of a page into one figure each. */

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Runs that measured no LCP are run again, up to this many per page: now and then a run on a
 * busy machine ends without the largest paint in its trace (Lighthouse's NO_LCP, or a runtime
 * error), and one such run used to turn the page's median into NaN.
 */
export const EXTRA_RUNS = 3

/** Why a run has no usable LCP, or undefined when it has one. */
export function missingLcp(lhr: { runtimeError?: { code?: string; message?: string }; audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined> }) {
  const lcp = lhr.audits['largest-contentful-paint']
  if (lhr.runtimeError) return lhr.runtimeError.code ?? lhr.runtimeError.message ?? 'runtime error'
  if (!Number.isFinite(lcp?.numericValue)) return lcp?.errorMessage ?? 'no LCP in the trace'
  return undefined
}
