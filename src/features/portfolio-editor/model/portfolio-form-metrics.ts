import type { DetailedMetric, KeyMetric } from '@/content/types'
import { METRIC_MESSAGES } from './portfolio-admin-messages'

/*
 * Results & Impact of the portfolio form. A detailed metric needs label, value and
 * description all non-empty. Key metrics are the short label/value
 * figures shown on portfolio cards and the case study hero (Project.metrics).
 */

export function isCompleteMetric(metric: DetailedMetric): boolean {
  return metric.label.trim() !== '' && metric.value.trim() !== '' && metric.description.trim() !== ''
}

export type MetricAddResult<T> = { ok: true; list: T[] } | { ok: false; message: string }

export function addDetailedMetric(list: readonly DetailedMetric[], metric: DetailedMetric): MetricAddResult<DetailedMetric> {
  const trimmed = { label: metric.label.trim(), value: metric.value.trim(), description: metric.description.trim() }
  if (!isCompleteMetric(trimmed)) return { ok: false, message: METRIC_MESSAGES.incomplete }
  return { ok: true, list: [...list, trimmed] }
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** Adds a key metric; a label already present (any letter case) gets the new value instead. */
export function addKeyMetric(list: readonly KeyMetric[], metric: KeyMetric): MetricAddResult<KeyMetric> {
  const label = metric.label.trim()
  const value = metric.value.trim()
  if (label === '' || value === '') return { ok: false, message: METRIC_MESSAGES.keyIncomplete }
  const index = list.findIndex((m) => m.label.toLocaleLowerCase() === label.toLocaleLowerCase())
  if (index === -1) return { ok: true, list: [...list, { label, value }] }
  return { ok: true, list: list.map((m, i) => (i === index ? { label: m.label, value } : m)) }
}

/** The key metrics the form saves: trimmed, complete ones only, one per label (the last value wins). */
export function cleanKeyMetrics(list: readonly KeyMetric[]): KeyMetric[] {
  const cleaned: KeyMetric[] = []
  for (const metric of list) {
    const label = metric.label.trim()
    const value = metric.value.trim()
    if (label === '' || value === '') continue
    const same = cleaned.find((m) => m.label === label)
    if (same) same.value = value
    else cleaned.push({ label, value })
  }
  return cleaned
}
