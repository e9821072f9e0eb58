import { QueryClient } from '@tanstack/react-query'

/** Spec, public-site section 9: retry 3 times, back-off from 1 s capped at 30 s, 5 min cache. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
  staleTime: 60 * 1000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } })
}
