import { CalendarCheck } from 'lucide-react'
import { useInquiryMeetings } from '../api/meeting-queries'
import { MEETING_MESSAGES } from '../model/meeting-admin-messages'
import { PROVIDER_LABELS } from '../model/meeting'
import { MeetingStatusBadge } from './meeting-status-badge'
import { MeetingTime } from './meeting-time'

/**
 * The meetings a lead booked through Cal.com or Calendly, on its card: time, host, status.
 * Nothing is shown while they load or when there are none (most leads); a failed read says so.
 */
export function InquiryMeetings({ inquiryId }: { inquiryId: string }) {
  const meetings = useInquiryMeetings(inquiryId)
  if (meetings.isError) {
    return <p role="alert" className="text-sm text-danger-200">{MEETING_MESSAGES.loadMeetings}</p>
  }
  if (!meetings.data || meetings.data.length === 0) return null
  return (
    <section aria-label="Meetings" className="space-y-2">
      <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Meetings</h4>
      <ul className="space-y-2">
        {meetings.data.map((meeting) => (
          <li key={meeting.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line p-3 text-sm">
            <CalendarCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <MeetingTime startsAt={meeting.startsAt} endsAt={meeting.endsAt} />
            {meeting.hostName && <span className="text-muted-foreground">with {meeting.hostName}</span>}
            <MeetingStatusBadge status={meeting.status} />
            <span className="text-xs text-muted-foreground">via {PROVIDER_LABELS[meeting.provider]}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
