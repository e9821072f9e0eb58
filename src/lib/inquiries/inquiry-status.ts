import { INQUIRY_STATUSES, type InquiryStatus } from '@/content/types'

/** What the status select and filter call each status. */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
}

/** The statuses in their order, as a select's options. */
export const INQUIRY_STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] }))

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (INQUIRY_STATUSES as readonly string[]).includes(value)
}

/** The badge shows the status uppercased, underscores turned into spaces. */
export function statusBadgeText(status: string): string {
  return status.toUpperCase().replace(/_/g, ' ')
}

export type StatusBadgeColour = 'blue' | 'yellow' | 'purple' | 'green' | 'gray'

const BADGE_COLOURS: Record<InquiryStatus, StatusBadgeColour> = {
  new: 'blue',
  in_progress: 'yellow',
  contacted: 'purple',
  converted: 'green',
  closed: 'gray',
}

/** New blue, in_progress yellow, contacted purple, converted green, closed gray; any other grey. */
export function statusBadgeColour(status: string): StatusBadgeColour {
  return isInquiryStatus(status) ? BADGE_COLOURS[status] : 'gray'
}

/** Tinted badges whose text keeps a contrast above 4.5:1 on the dark cards. */
export const STATUS_BADGE_CLASSES: Record<StatusBadgeColour, string> = {
  blue: 'border-blue-400/40 bg-blue-500/15 text-blue-200',
  yellow: 'border-yellow-400/40 bg-yellow-500/15 text-yellow-200',
  purple: 'border-purple-400/40 bg-purple-500/15 text-purple-200',
  green: 'border-green-400/40 bg-green-500/15 text-green-200',
  gray: 'border-slate-400/40 bg-slate-500/15 text-slate-200',
}
