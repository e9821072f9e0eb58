import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { EmptyState, LoadFailed, LoadingRows } from './load-states'

interface AdminListCardProps<T> {
  /** 'All Blog Posts': the count of `items` follows in brackets. */
  title: string
  /** The read behind the list: its loading and failure states. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>
  /** What the list shows, as derived from the read's data. */
  items: readonly T[]
  loadingLabel: string
  errorMessage: string
  empty: { icon: ReactNode; content: ReactNode }
  /** The list itself, once there is something in it. */
  children: ReactNode
}

/** A back-office list's card: loading, a failed read with a retry, empty, or the list. */
export function AdminListCard<T>({ title, query, items, loadingLabel, errorMessage, empty, children }: AdminListCardProps<T>) {
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold">
          {title} ({items.length})
        </h2>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {query.isPending ? (
          <LoadingRows label={loadingLabel} />
        ) : query.isError ? (
          <LoadFailed message={errorMessage} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState icon={empty.icon}>{empty.content}</EmptyState>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  )
}
