import { History } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useRecordHistory } from '../api/activity-admin-queries'
import { ACTIVITY_MESSAGES as M } from '../model/activity-admin-messages'
import { ActivityEntry } from './activity-entry'

/**
 * A record's history panel (the inquiry card, the project and post edit pages): who changed
 * what, newest first. A member whose role may not read it sees nothing at all.
 */
export function RecordHistory({ kind, recordId }: { kind: string; recordId: string }) {
  const query = useRecordHistory(kind, recordId)
  const titleId = `history-${kind}-${recordId}`
  if (query.isSuccess && query.data === null) return null
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-line p-3" aria-busy={query.isFetching}>
      <h4 id={titleId} className="mb-2 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <History className="size-3.5" aria-hidden="true" />
        {M.historyTitle}
      </h4>
      {query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">{M.historyLoading}</p>
      ) : query.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-300">
          {M.historyLoad}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => query.refetch()}>
            Try again
          </Button>
        </p>
      ) : query.data!.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-line-subtle">
          {query.data!.map((event) => <ActivityEntry key={event.id} event={event} showRecord={event.kind !== kind} />)}
        </ul>
      )}
    </section>
  )
}
