import { format } from 'date-fns'
import { actionLabel, recordText, type ActivityEvent } from '../model/activity'
import { ChangeList } from './change-list'

/**
 * One event: who did what to which record and when, then its changes. In a record's own
 * history the record is known, so only the action shows.
 */
export function ActivityEntry({ event, showRecord = true }: { event: ActivityEvent; showRecord?: boolean }) {
  return (
    <li className="py-2">
      <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="min-w-0 break-words">
          <span className="font-medium">{event.actorLabel}</span> {actionLabel(event.action)}
          {showRecord && <> · {recordText(event)}</>}
          {event.network && <span className="text-muted-foreground"> · from {event.network}</span>}
        </p>
        <time dateTime={event.at} className="shrink-0 text-xs text-muted-foreground">
          {format(new Date(event.at), 'PPp')}
        </time>
      </div>
      <ChangeList changes={event.changes} />
    </li>
  )
}
