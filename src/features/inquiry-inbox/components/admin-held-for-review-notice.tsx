import { ShieldAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'

const numberFormat = new Intl.NumberFormat('en-US')

/**
 * Held inquiries are stored, not refused, and wait outside the inbox: the inbox says how many
 * wait and opens them in one click, so none is forgotten.
 */
export function AdminHeldForReviewNotice({ count, onReview }: { count: number; onReview: () => void }) {
  if (count === 0) return null
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-warning-400/30 bg-warning-950/30 p-4 text-sm text-warning-100 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {count === 1
          ? '1 inquiry is held for review: it arrived during a burst of inquiries.'
          : `${numberFormat.format(count)} inquiries are held for review: they arrived during a burst of inquiries.`}
      </p>
      <Button variant="outline" size="sm" onClick={onReview}>
        Review held inquiries
      </Button>
    </div>
  )
}
