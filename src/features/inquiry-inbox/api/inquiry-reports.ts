import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { REPORT_MESSAGES } from '../model/inquiry-admin-messages'

export interface LeadCount {
  /** The grouped value: a source, a service interest, a salesperson's name (null: none). */
  key: string | null
  /** What to show for it, when it differs from the key (a salesperson's display name). */
  label: string | null
  count: number
}

export interface LeadBreakdown {
  total: number
  bySource: LeadCount[]
  byService: LeadCount[]
  bySalesperson: LeadCount[]
}

function toCounts(value: unknown): LeadCount[] {
  if (!Array.isArray(value)) return []
  return (value as unknown[]).filter(isRecord).map((entry) => ({
    key: typeof entry.key === 'string' ? entry.key : null,
    label: typeof entry.label === 'string' ? entry.label : null,
    count: Number(entry.count ?? 0),
  }))
}

/** The inbox's inquiries since a time, counted by source, service and salesperson. */
export async function getLeadBreakdown(client: DataClient, since: Date, signal: AbortSignal = NEVER_ABORTED): Promise<LeadBreakdown> {
  const { data, error } = await client.rpc('inquiry_lead_breakdown', { since: since.toISOString() }).abortSignal(signal)
  if (error) throw new ServiceError(REPORT_MESSAGES.breakdown, { code: error.code, cause: error })
  if (!isRecord(data)) throw new ServiceError(REPORT_MESSAGES.breakdown)
  return {
    total: Number(data.total ?? 0),
    bySource: toCounts(data.by_source),
    byService: toCounts(data.by_service),
    bySalesperson: toCounts(data.by_salesperson),
  }
}

export interface InquiryFilterOptions {
  sources: string[]
  salespeople: Array<{ name: string; displayName: string | null }>
}

/** The sources inquiries have and the salespeople there are, for the screen's filters. */
export async function getInquiryFilterOptions(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<InquiryFilterOptions> {
  const { data, error } = await client.rpc('inquiry_filter_options', {}).abortSignal(signal)
  if (error) throw new ServiceError(REPORT_MESSAGES.filterOptions, { code: error.code, cause: error })
  if (!isRecord(data)) throw new ServiceError(REPORT_MESSAGES.filterOptions)
  const salespeople = Array.isArray(data.salespeople) ? (data.salespeople as unknown[]).filter(isRecord) : []
  return {
    sources: Array.isArray(data.sources) ? (data.sources as unknown[]).filter((s): s is string => typeof s === 'string') : [],
    salespeople: salespeople
      .filter((s) => typeof s.name === 'string')
      .map((s) => ({ name: s.name as string, displayName: typeof s.display_name === 'string' ? s.display_name : null })),
  }
}
