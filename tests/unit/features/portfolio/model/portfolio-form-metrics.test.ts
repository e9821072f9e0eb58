import { describe, expect, it } from 'vitest'
import { addDetailedMetric, addKeyMetric, isCompleteMetric, keyMetricsToRecord, METRIC_MESSAGES, recordToKeyMetrics, removeAt } from '@/features/portfolio/model/portfolio-form-metrics'

describe('metrics', () => {
  it('a detailed metric needs label, value and description', () => {
    expect(isCompleteMetric({ label: 'Uptime', value: '99.9%', description: 'During launch.' })).toBe(true)
    for (const missing of ['label', 'value', 'description'] as const) {
      const metric = { label: 'Uptime', value: '99.9%', description: 'During launch.', [missing]: '  ' }
      expect(addDetailedMetric([], metric)).toEqual({ ok: false, message: METRIC_MESSAGES.incomplete })
    }
  })

  it('adds a complete detailed metric, trimmed, and removes by position', () => {
    const added = addDetailedMetric([], { label: ' Uptime ', value: '99.9% ', description: ' During launch.' })
    expect(added).toEqual({ ok: true, list: [{ label: 'Uptime', value: '99.9%', description: 'During launch.' }] })
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('a key metric needs a label and a value; a label already there gets the new value', () => {
    expect(addKeyMetric([], { label: 'Conversion', value: '' })).toEqual({ ok: false, message: METRIC_MESSAGES.keyIncomplete })
    const list = [{ label: 'Conversion', value: '+10%' }]
    expect(addKeyMetric(list, { label: 'conversion', value: '+45%' })).toEqual({ ok: true, list: [{ label: 'Conversion', value: '+45%' }] })
    expect(addKeyMetric(list, { label: 'Speed', value: '2x' })).toEqual({
      ok: true,
      list: [...list, { label: 'Speed', value: '2x' }],
    })
  })

  it('key metrics round-trip through Project.metrics', () => {
    const record = { 'Conversion Rate': '+45%', 'Page Load Time': '0.8s' }
    expect(keyMetricsToRecord(recordToKeyMetrics(record))).toEqual(record)
  })
})
