import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AdminPageHeader } from './admin-page-header'
import { LoadFailed, LoadingRows } from './load-states'

interface EditRecordLoaderProps<T> {
  /** The record's query: null data means it does not exist. */
  query: UseQueryResult<T | null>
  title: string
  back: { label: string; to: string }
  loadingLabel: string
  loadFailedMessage: string
  /** The not-found toast ("Project not found", ...), and the list to go back to. */
  notFound: { title: string; description: string; redirectTo: string }
  children: (record: T) => ReactNode
}

/**
 * An edit form's way to its record: loading rows, a failed load with Try again, or, for a
 * record that does not exist, a not-found toast and a redirect to the list.
 */
export function EditRecordLoader<T>({
  query,
  title,
  back,
  loadingLabel,
  loadFailedMessage,
  notFound,
  children,
}: EditRecordLoaderProps<T>) {
  if (query.isPending || query.isError) {
    return (
      <div>
        <AdminPageHeader title={title} back={back} />
        {query.isPending ? (
          <LoadingRows label={loadingLabel} rows={6} />
        ) : (
          <LoadFailed message={loadFailedMessage} onRetry={() => query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    )
  }
  if (query.data === null) return <NotFoundRedirect {...notFound} />
  return children(query.data)
}

function NotFoundRedirect({ title, description, redirectTo }: EditRecordLoaderProps<unknown>['notFound']) {
  useEffect(() => {
    toast.error(title, { id: `not-found-${redirectTo}`, description })
  }, [title, description, redirectTo])
  return <Navigate to={redirectTo} replace />
}
