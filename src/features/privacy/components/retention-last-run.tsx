import { format } from 'date-fns'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { useLastRetentionRun } from '../api/privacy-admin-queries'
import type { RetentionRunKind } from '../api/privacy-admin'
import { PRIVACY_ADMIN_MESSAGES as M, RETENTION_RUN_LABELS } from '../model/privacy-admin-messages'

/** When the retention policy last ran and what it removed, by kind. */
export function RetentionLastRun() {
  const run = useLastRetentionRun()
  if (run.isPending) return <LoadingRows label="Loading the last run..." />
  if (run.isError) return <LoadFailed message={M.loadRuns} onRetry={() => run.refetch()} />
  const last = run.data
  if (!last) return <p className="text-sm text-ink-muted">{M.noRun}</p>
  return (
    <div className="space-y-2 text-sm">
      <p>
        Ran <time dateTime={last.ranAt}>{format(new Date(last.ranAt), 'PPp')}</time>
      </p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {(Object.keys(RETENTION_RUN_LABELS) as RetentionRunKind[]).map((kind) => (
          <div key={kind} className="flex justify-between gap-4 border-b border-line-subtle py-1">
            <dt className="text-ink-muted">{RETENTION_RUN_LABELS[kind]}</dt>
            <dd className="font-medium tabular-nums">{last.removed[kind]}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
