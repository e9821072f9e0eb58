import { format } from 'date-fns'
import type { ConversionReport, MoneyAmount, ReportPeriod } from './conversion-types'

/** "42%": a share of the leads, or a dash when there were none. */
export function conversionRate(part: number, leads: number): string {
  return leads === 0 ? '—' : `${Math.round((part / leads) * 100)}%`
}

/** The period's days as the report function takes them (calendar days in the admin's zone). */
export function periodArguments(period: ReportPeriod): { period_start: string; period_end: string } {
  return { period_start: format(period.from, 'yyyy-MM-dd'), period_end: format(period.to, 'yyyy-MM-dd') }
}

/** A campaign's name in the report: its campaign, else its source / medium, else "(direct or unknown)". */
export function campaignLabel(row: { source: string | null; medium: string | null; campaign: string | null }): string {
  const where = [row.source, row.medium].filter(Boolean).join(' / ')
  if (row.campaign) return where ? `${row.campaign} (${where})` : row.campaign
  return where || '(direct or unknown)'
}

function toAmounts(value: unknown): MoneyAmount[] {
  if (!Array.isArray(value)) return []
  return value.map((entry: { currency?: unknown; amount?: unknown }) => ({ currency: String(entry.currency), amount: Number(entry.amount) }))
}

type Raw = Record<string, unknown>
const figures = (row: Raw) => ({
  leads: Number(row.leads ?? 0),
  qualified: Number(row.qualified ?? 0),
  won: Number(row.won ?? 0),
  wonValue: toAmounts(row.won_value),
})
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The report function's jsonb as the screen reads it. */
export function toConversionReport(json: unknown): ConversionReport {
  const raw = (json ?? {}) as { campaigns?: Raw[]; salespeople?: Raw[]; totals?: Raw }
  return {
    campaigns: (raw.campaigns ?? []).map((row) => ({ source: text(row.source), medium: text(row.medium), campaign: text(row.campaign), ...figures(row) })),
    salespeople: (raw.salespeople ?? []).map((row) => ({ salesperson: text(row.salesperson), ...figures(row) })),
    totals: figures(raw.totals ?? {}),
  }
}
