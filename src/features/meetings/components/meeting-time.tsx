import { format } from 'date-fns'

/** A meeting's day and time span in the viewer's zone, e.g. "Thu, Dec 3, 2026, 3:00 PM – 3:30 PM". */
export function MeetingTime({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  if (!startsAt) return <span className="text-muted-foreground">Time not given</span>
  const start = new Date(startsAt)
  return (
    <time dateTime={startsAt}>
      {format(start, 'EEE, MMM d, yyyy, h:mm a')}
      {endsAt && ` – ${format(new Date(endsAt), 'h:mm a')}`}
    </time>
  )
}
