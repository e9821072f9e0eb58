import { describe, expect, it } from 'vitest'
import { median, missingLcp } from '../../../../scripts/perf/lighthouse-runs'

const report = (lcp: { numericValue?: number; errorMessage?: string }, runtimeError?: { code: string }) => ({
  runtimeError,
  audits: { 'largest-contentful-paint': lcp },
})

describe('Lighthouse runs', () => {
  it('takes a run with a measured LCP', () => {
    expect(missingLcp(report({ numericValue: 906.4 }))).toBeUndefined()
  })

  it('names why a run has no LCP, so it is run again instead of making the median NaN', () => {
    expect(missingLcp(report({ errorMessage: 'Something went wrong with recording the trace (NO_LCP)' }))).toContain('NO_LCP')
    expect(missingLcp(report({ numericValue: Number.NaN }))).toBe('no LCP in the trace')
    expect(missingLcp(report({ numericValue: 900 }, { code: 'PROTOCOL_TIMEOUT' }))).toBe('PROTOCOL_TIMEOUT')
  })

  it('takes the middle of the measured values', () => {
    expect(median([1134, 986, 1285])).toBe(1134)
    expect(median([906])).toBe(906)
  })
})
