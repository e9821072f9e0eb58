import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import type { SalespersonLinkInput } from '../model/salesperson-mapping'
import { salespersonKeys } from './keys'
import { createSalespersonLink, deleteSalespersonLink, listSalespersonLinks, updateSalespersonLink } from './salesperson-links'
import { SALESPERSON_MESSAGES } from '../model/salespeople-messages'

/*
 * The link generator's reads and writes (admin client, lazy chunk only). Writes invalidate
 * every salesperson query, the public link checks included, so a deactivated link stops
 * working on the next visit.
 */

export const adminSalespersonLinksQuery = () =>
  queryOptions({ queryKey: salespersonKeys.list(), queryFn: ({ signal }) => listSalespersonLinks(adminClient, signal) })

export function useSaveSalespersonLink(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(SALESPERSON_MESSAGES.save, errorToast),
    mutationFn: ({ id, input }: { id?: string; input: SalespersonLinkInput }) =>
      id ? updateSalespersonLink(adminClient, id, input) : createSalespersonLink(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salespersonKeys.all }),
  })
}

export function useDeleteSalespersonLink(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(SALESPERSON_MESSAGES.delete, errorToast),
    mutationFn: (id: string) => deleteSalespersonLink(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salespersonKeys.all }),
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function useAdminSalespersonLinks(...args: Parameters<typeof adminSalespersonLinksQuery>) {
  return useQuery(adminSalespersonLinksQuery(...args))
}
