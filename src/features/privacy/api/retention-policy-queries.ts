import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { RetentionPolicy } from '@/content/privacy-policy'
import { publicClient } from '@/lib/public-client'
import { privacyKeys } from './keys'
import { getRetentionPolicy } from './retention-policy'

/* The privacy policy page's read of the retention values (public client). */

export const retentionPolicyQuery = () =>
  queryOptions({ queryKey: privacyKeys.policy(), queryFn: ({ signal }) => getRetentionPolicy(publicClient, signal) })

export function useRetentionPolicy() {
  return useQuery(retentionPolicyQuery())
}

/** Build time: the policy page starts from the values the build read (see src/prerender.tsx). */
export function seedRetentionPolicy(queryClient: QueryClient, policy: RetentionPolicy) {
  queryClient.setQueryData(privacyKeys.policy(), policy)
}
