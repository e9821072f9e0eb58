import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { STATUS_BADGE_CLASSES, statusBadgeColour, statusBadgeText } from '@/lib/inquiries/inquiry-status'

/** The status uppercased, in its colour (unknown statuses grey). */
export function AdminInquiryStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_BADGE_CLASSES[statusBadgeColour(status)], className)}>
      {statusBadgeText(status)}
    </Badge>
  )
}
