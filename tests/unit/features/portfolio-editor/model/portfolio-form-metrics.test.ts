import { describe, expect, it } from 'vitest'
import { addDetailedMetric, addKeyMetric, cleanKeyMetrics, isCompleteMetric, removeAt } from '@/features/portfolio-editor/model/portfolio-form-metrics'
import { METRIC_MESSAGES } from '@/features/portfolio-editor/model/portfolio-admin-messages'

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

  it('saves key metrics in their order, trimmed, complete ones only, one per label', () => {
    expect(
      cleanKeyMetrics([
        { label: ' 2026 ', value: 'Launch ' },
        { label: 'Conversion Rate', value: '+45%' },
        { label: 'Speed', value: ' ' },
        { label: '2026', value: 'Relaunch' },
      ]),
    ).toEqual([
      { label: '2026', value: 'Relaunch' },
      { label: 'Conversion Rate', value: '+45%' },
    ])
  })
})
