import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { adminAuthKeys } from './keys'

/**
 * Keeps the "is this user still an admin?" answer current. Row-level security already refuses a
 * removed admin everything on their next request, but mostly silently (reads come back empty,
 * updates change nothing), so the back office asks again whenever it talks to the server (a
 * query fetching, a mutation starting) and whenever it moves to another screen. Checks that
 * overlap share one request.
 */
export function useAdminAccessWatch(userId: string | null, pathname: string) {
  const queryClient = useQueryClient()
  const recheck = useCallback(() => {
    if (!userId) return
    // team-ui: the membership (an active member, and their role) is what the guard reads.
    void queryClient.refetchQueries({ queryKey: adminAuthKeys.membership(userId), exact: true }, { cancelRefetch: false })
  }, [queryClient, userId])

  useEffect(() => {
    recheck()
  }, [pathname, recheck])

  useEffect(() => {
    if (!userId) return
    const [ownScope] = adminAuthKeys.all
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch' && event.query.queryKey[0] !== ownScope) recheck()
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'pending') recheck()
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, recheck, userId])
}
