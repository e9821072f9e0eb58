import { format } from 'date-fns'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { usePrivacyRequests } from '../api/privacy-admin-queries'
import { PRIVACY_REQUEST_ACTION_LABELS } from '../model/data-request'
import { countsSummary, PRIVACY_ADMIN_MESSAGES as M } from '../model/privacy-admin-messages'

/** The latest data-subject requests: when, who, what, and what was held (never the address). */
export function PrivacyRequestLog() {
  const requests = usePrivacyRequests()
  if (requests.isPending) return <LoadingRows label="Loading the record of requests..." rows={2} />
  if (requests.isError) return <LoadFailed message={M.loadRequests} onRetry={() => requests.refetch()} />
  if (requests.data.length === 0) return <p className="text-sm text-ink-muted">{M.noRequests}</p>
  return (
    <ul className="divide-y divide-line-subtle text-sm">
      {requests.data.map((request) => (
        <li key={request.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
          <span>
            <span className="font-medium">{PRIVACY_REQUEST_ACTION_LABELS[request.action]}</span>
            {' by '}
            <span className="break-all">{request.requestedBy ?? 'a removed account'}</span>
          </span>
          <span className="text-ink-muted">
            {countsSummary(request.counts)} · <time dateTime={request.requestedAt}>{format(new Date(request.requestedAt), 'PPp')}</time>
          </span>
        </li>
      ))}
    </ul>
  )
}
