import { Link2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { useAttachMeeting, useUnmatchedMeetings } from '../api/meeting-queries'
import { MEETING_MESSAGES } from '../model/meeting-admin-messages'
import { leadLookup, PROVIDER_LABELS, type Meeting } from '../model/meeting'
import { LoadError } from './load-error'
import { MeetingStatusBadge } from './meeting-status-badge'
import { MeetingTime } from './meeting-time'

function AttachForm({ meeting }: { meeting: Meeting }) {
  const attach = useAttachMeeting()
  const [text, setText] = useState(meeting.attendeeEmail ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lookup = leadLookup(text)
    if (!lookup) {
      setProblem('Enter the lead’s email address or its reference.')
      return
    }
    setProblem(null)
    attach.mutate(
      { meetingId: meeting.id, lookup },
      {
        onSuccess: () => toast.success(MEETING_MESSAGES.attached),
        onError: (error) => setProblem(errorMessage(error, MEETING_MESSAGES.attach)),
      },
    )
  }
  const who = meeting.attendeeName || meeting.attendeeEmail || 'this booking'
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={inputId} className="sr-only">
          The lead of {who}: email address or reference
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Lead’s email or reference"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <p id={errorId} role="alert" className="text-xs text-danger-200">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={attach.isPending} aria-label={`Attach ${who} to the lead`}>
        <Link2 aria-hidden="true" />
        {attach.isPending ? 'Attaching...' : 'Attach'}
      </Button>
    </form>
  )
}

/**
 * Bookings that reached the webhook without a lead (no reference, no recent lead with the
 * attendee's email): each with who booked, when and with whom, and a field to attach it to its
 * lead by the lead's email or reference. Admins only; shown only when there are any.
 */
export function UnmatchedMeetings() {
  const unmatched = useUnmatchedMeetings()
  if (unmatched.isPending) return null
  if (unmatched.isError) {
    return <LoadError message={MEETING_MESSAGES.loadUnmatched} onRetry={() => unmatched.refetch()} />
  }
  if (unmatched.data.length === 0) return null
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">Bookings without a lead</h2>
        <p className="text-sm text-muted-foreground">
          These meetings were booked in Cal.com or Calendly but matched no lead: attach each to its lead.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-label="Bookings without a lead">
          {unmatched.data.map((meeting) => (
            <li key={meeting.id} className="space-y-2 rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium">{meeting.attendeeName || 'No name given'}</span>
                {meeting.attendeeEmail && <span className="break-all text-muted-foreground">{meeting.attendeeEmail}</span>}
                <MeetingStatusBadge status={meeting.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                <MeetingTime startsAt={meeting.startsAt} endsAt={meeting.endsAt} />
                {meeting.hostName && ` with ${meeting.hostName}`} via {PROVIDER_LABELS[meeting.provider]}
              </p>
              <AttachForm meeting={meeting} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
