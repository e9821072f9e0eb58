import { format } from 'date-fns'

/** A stored time in a date-fns pattern; `fallback` when there is none or it cannot be read. */
export function formatStamp(value: string | null, pattern: string, fallback = 'Unknown'): string {
  if (!value) return fallback
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? fallback : format(date, pattern)
}

/** One labelled value of an inquiry card (inside a <dl>); `empty` stands in for no value. */
export function InquiryDetail({ label, value, empty = 'Not specified' }: { label: string; value: string | null | undefined; empty?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{value || empty}</dd>
    </div>
  )
}
