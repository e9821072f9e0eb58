import { addDays } from 'date-fns'

/** A period of calendar days in the admin's own time zone, both ends included. */
export interface SpeedPeriod {
  from: Date
  to: Date
}

/** Time to first touch for a group of leads; waits in seconds, null when none was touched. */
export interface TouchFigures {
  leads: number
  touched: number
  untouched: number
  medianSeconds: number | null
  p90Seconds: number | null
}

export interface OwnerSpeed extends TouchFigures {
  /** Null: the leads nobody owns. */
  ownerId: string | null
  ownerName: string | null
  ownerActive: boolean | null
}

export interface SourceBookings {
  source: string | null
  campaign: string | null
  leads: number
  booked: number
}

export interface SpeedToLead {
  owners: OwnerSpeed[]
  sources: SourceBookings[]
  totals: TouchFigures & { booked: number }
}

/**
 * The period as rpc/speed_to_lead takes it: from the start of the first day up to the start of
 * the day after the last, in the admin's own time zone (the function's end is not included).
 */
export function periodArguments(period: SpeedPeriod): { p_from: string; p_to: string } {
  const start = new Date(period.from.getFullYear(), period.from.getMonth(), period.from.getDate())
  const lastDay = new Date(period.to.getFullYear(), period.to.getMonth(), period.to.getDate())
  return { p_from: start.toISOString(), p_to: addDays(lastDay, 1).toISOString() }
}

type Raw = Record<string, unknown>
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const touch = (row: Raw): TouchFigures => ({
  leads: count(row.leads),
  touched: count(row.touched),
  untouched: count(row.untouched),
  medianSeconds: seconds(row.median_seconds),
  p90Seconds: seconds(row.p90_seconds),
})

/** The function's jsonb as the card reads it. */
export function toSpeedToLead(json: unknown): SpeedToLead {
  const raw = (json ?? {}) as { owners?: Raw[]; sources?: Raw[]; totals?: Raw }
  const totals = raw.totals ?? {}
  return {
    owners: (raw.owners ?? []).map((row) => ({
      ownerId: text(row.owner_id),
      ownerName: text(row.owner_name),
      ownerActive: typeof row.owner_active === 'boolean' ? row.owner_active : null,
      ...touch(row),
    })),
    sources: (raw.sources ?? []).map((row) => ({ source: text(row.source), campaign: text(row.campaign), leads: count(row.leads), booked: count(row.booked) })),
    totals: { ...touch(totals), booked: count(totals.booked) },
  }
}

/**
 * A wait as people say it, to the largest unit that is whole: "45 s", "12 min", "3 h 20 min",
 * "2 d 4 h". Null (nobody touched) reads as a dash.
 */
export function formatWait(totalSeconds: number | null): string {
  if (totalSeconds === null) return '—'
  const s = Math.max(0, Math.round(totalSeconds))
  if (s < 60) return `${s} s`
  const minutes = Math.round(s / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}

/** "25%": the share of the leads that booked a meeting, or a dash when there were none. */
export function bookedShare(booked: number, leads: number): string {
  return leads === 0 ? '—' : `${Math.round((booked / leads) * 100)}%`
}
