import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { CLIENT_ADDRESS_ADMIN_MESSAGES as M } from '../model/client-address-admin-messages'
import type { HopPath, HopSettings } from '../model/hop-check'
import { checkClientAddress, saveHopSettings } from './client-address'
import { clientAddressKeys } from './keys'

/* The hop-count check's reads and writes (admin client, lazy chunk only). Every visit asks again. */

export const clientAddressCheckQuery = (path: HopPath) =>
  queryOptions({
    queryKey: clientAddressKeys.check(path),
    queryFn: ({ signal }) => checkClientAddress(adminClient, path, signal),
    staleTime: 0,
    retry: false,
  })

export function useClientAddressCheck(path: HopPath) {
  return useQuery(clientAddressCheckQuery(path))
}

/** Saves both counts; the checks are asked again with them. */
export function useSaveHopSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: HopSettings) => saveHopSettings(adminClient, settings),
    meta: errorToastMeta(M.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAddressKeys.all }),
  })
}
