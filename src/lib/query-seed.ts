import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The query cache a prerendered page was rendered from, as written into the page: each
 * query's key, data and when that data was read. Smaller on the first load than React Query's
 * own dehydrate/hydrate, and all a page built from fresh reads needs.
 */
export type SeededQueries = Array<[queryKey: QueryKey, data: unknown, updatedAt: number]>

/** The id of the JSON script, after #root, holding the query cache a prerendered page was built from. */
export const QUERY_STATE_ID = 'query-state'

/**
 * Only the build's own data block is the state: a script element of type application/json.
 * Stored HTML in the page (a post's body) can carry an id, but never a script element (the
 * sanitiser removes them), so `<p id="query-state">` in a post is never read as the state.
 */
// An attribute selector, not `#id`: some engines answer `#id` with the first element of that id only.
export const QUERY_STATE_SELECTOR = `script[id="${QUERY_STATE_ID}"][type="application/json"]`

/** In the browser: the data a prerendered page was built from, or undefined when it has none. */
export function readSeededQueries(page: ParentNode): SeededQueries | undefined {
  const text = page.querySelector(QUERY_STATE_SELECTOR)?.textContent
  return text ? (JSON.parse(text) as SeededQueries) : undefined
}

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
