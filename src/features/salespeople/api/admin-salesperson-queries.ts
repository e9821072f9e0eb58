import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import type { SalespersonLinkInput } from '../model/salesperson-mapping'
import { salespersonKeys } from './keys'
import { createSalespersonLink, deleteSalespersonLink, listSalespersonLinks, updateSalespersonLink } from './salesperson-links'

/*
 * The link generator's reads and writes (admin client, lazy chunk only). Writes invalidate
 * every salesperson query, the public link checks included, so a deactivated link stops
 * working on the next visit.
 */

export const adminSalespersonLinksQuery = () =>
  queryOptions({ queryKey: salespersonKeys.list(), queryFn: () => listSalespersonLinks(adminClient) })

export function useSaveSalespersonLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SalespersonLinkInput }) =>
      id ? updateSalespersonLink(adminClient, id, input) : createSalespersonLink(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salespersonKeys.all }),
  })
}

export function useDeleteSalespersonLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteSalespersonLink(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salespersonKeys.all }),
  })
}
