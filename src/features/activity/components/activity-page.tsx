import { ScrollText } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { EmptyState, LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useActivity, useActivityMembers } from '../api/activity-admin-queries'
import { ACTIVITY_MESSAGES as M } from '../model/activity-admin-messages'
import type { ActivityFilters } from '../model/activity'
import { filtersFromSearch, searchFromFilters } from '../model/activity-search'
import { ActivityEntry } from './activity-entry'
import { ActivityFilterBar } from './activity-filters'

/**
 * The Activity screen (admins): the audit trail newest first, filtered by member, kind,
 * record and dates (kept in the address), a page at a time from the server ("Load more").
 */
export function ActivityPage() {
  const [search, setSearch] = useSearchParams()
  const filters = filtersFromSearch(search)
  const activity = useActivity(filters)
  const members = useActivityMembers()
  const events = activity.data?.pages.flatMap((page) => page.events) ?? []
  const filtered = Object.values(filters).some((value) => value !== null)
  const setFilters = (next: ActivityFilters) => setSearch(searchFromFilters(next), { replace: true })

  return (
    <>
      <AdminPageHeader title={M.title} subtitle={M.subtitle} />
      <ActivityFilterBar key={filters.recordId ?? ''} filters={filters} members={members.data ?? []} onChange={setFilters} />
      {members.isError && <p className="mb-4 text-sm text-muted-foreground">{M.membersLoad}</p>}
      <Card className="border-line bg-surface-card/60">
        <CardContent className="p-4 sm:p-6" aria-busy={activity.isFetching}>
          {activity.isPending ? (
            <LoadingRows label={M.loading} />
          ) : activity.isError && events.length === 0 ? (
            <LoadFailed message={M.load} onRetry={() => activity.refetch()} retrying={activity.isFetching} />
          ) : events.length === 0 ? (
            <EmptyState icon={<ScrollText className="size-8" aria-hidden="true" />}>
              <p>{filtered ? M.empty : M.emptyAtAll}</p>
            </EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-line-subtle" aria-label="Activity">
                {events.map((event) => <ActivityEntry key={event.id} event={event} />)}
              </ul>
              {activity.isFetchNextPageError && <p role="alert" className="mt-3 text-sm text-danger-300">{M.loadMore}</p>}
              {activity.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <Button variant="outline" onClick={() => activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
                    {activity.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </>
  )
}
