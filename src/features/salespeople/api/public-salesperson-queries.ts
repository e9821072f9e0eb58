import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicClient } from '@/lib/public-client'
import { normaliseSalespersonName } from '../model/normalise-name'
import { salespersonKeys } from './keys'
import { resolveSalespersonLink } from './salesperson-links'

/**
 * A referral link's check for the public page, through rpc/resolve_salesperson_link. The
 * address's name is normalised the way names are stored, so /John-Smith/... finds john-smith.
 * Not retried: a wrong link would only keep the visitor waiting.
 */
export const salespersonLinkQuery = (name: string, service: string) => {
  const normalised = normaliseSalespersonName(name)
  return queryOptions({
    queryKey: salespersonKeys.resolve(normalised, service),
    queryFn: ({ signal }) => resolveSalespersonLink(publicClient, normalised, service, signal),
    retry: false,
    staleTime: 5 * 60 * 1000,
  })
}

export function useSalespersonLink(name: string, service: string) {
  return useQuery(salespersonLinkQuery(name, service))
}
