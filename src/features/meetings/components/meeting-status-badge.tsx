import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import type { MeetingStatus } from '../model/meeting-enums'
import { STATUS_LABELS } from '../model/meeting'

const TONES: Record<MeetingStatus, string> = {
  booked: 'border-success-500/40 text-success-200',
  rescheduled: 'border-blue-500/40 text-blue-200',
  cancelled: 'border-line-strong text-muted-foreground line-through',
}

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return (
    <Badge variant="outline" className={cn('font-normal', TONES[status])}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}
