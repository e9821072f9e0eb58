import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import type { MemberRouting } from '../model/member-routing'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'
import { teamKeys } from './keys'
import { getLeadRouting, getMyRouting, setLeadRouting, setMemberRouting, setMyAway } from './member-routing'

/*
 * Lead routing on the team screen (admin client, lazy chunk only). Nothing is applied before
 * the database agrees; a member's change reloads the team list, the switch its own setting.
 */

export const leadRoutingQuery = () =>
  queryOptions({ queryKey: teamKeys.leadRouting(), queryFn: ({ signal }) => getLeadRouting(signal) })

export function useLeadRouting() {
  return useQuery(leadRoutingQuery())
}

export function useSetLeadRouting() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(ROUTING_MESSAGES.changeSettings),
    mutationFn: (enabled: boolean) => setLeadRouting(enabled),
    onSuccess: (routing) => queryClient.setQueryData(teamKeys.leadRouting(), routing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.leadRouting() }),
  })
}

export function useSetMemberRouting() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(ROUTING_MESSAGES.changeMember),
    mutationFn: ({ userId, routing }: { userId: string; routing: MemberRouting }) => setMemberRouting(userId, routing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.list() }),
  })
}

export const myRoutingQuery = (userId: string) =>
  queryOptions({ queryKey: teamKeys.myRouting(userId), queryFn: ({ signal }) => getMyRouting(userId, signal) })

export function useMyRouting(userId: string | null) {
  return useQuery({ ...myRoutingQuery(userId ?? ''), enabled: userId !== null })
}

export function useSetMyAway(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(ROUTING_MESSAGES.changeMine),
    mutationFn: (away: boolean) => setMyAway(away),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.myRouting(userId ?? '') }),
  })
}
