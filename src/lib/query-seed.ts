import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The query cache a prerendered page was rendered from, as written into the page: each
 * query's key, data and when that data was read. Smaller on the first load than React Query's
 * own dehydrate/hydrate, and all a page built from fresh reads needs.
 */
export type SeededQueries = Array<[queryKey: QueryKey, data: unknown, updatedAt: number]>

/** Build time: the queries that hold data. */
export function collectSeededQueries(queryClient: QueryClient): SeededQueries {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt])
}

/** In the browser, before the first render: the page's data, dated when the build read it. */
export function seedQueries(queryClient: QueryClient, seeded: SeededQueries): void {
  for (const [queryKey, data, updatedAt] of seeded) queryClient.setQueryData(queryKey, data, { updatedAt })
}
