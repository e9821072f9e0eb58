import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import type { MemberRole } from '@/hooks/use-admin-role'
import { TEAM_MESSAGES } from '../model/team-admin-messages'
import { inviteMember, listMyLinks, listTeam, setMemberActive, setMemberLinks, setMemberRole, type Invitation } from './admin-team'
import { teamKeys } from './keys'

/*
 * The team screen's reads and writes (admin client, lazy chunk only). Nothing is applied before
 * the database agrees: a refused change leaves the list as it was, and every write reloads it.
 */

export const teamQuery = () => queryOptions({ queryKey: teamKeys.list(), queryFn: ({ signal }) => listTeam(signal) })

export const myLinksQuery = (userId: string) =>
  queryOptions({ queryKey: teamKeys.myLinks(userId), queryFn: ({ signal }) => listMyLinks(userId, signal) })

function useTeamMutation<Variables>(write: (variables: Variables) => Promise<unknown>, fallback: string, errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(fallback, errorToast),
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}

/** `errorToast: false` when the dialog shows the refusal itself. */
export function useInviteMember(errorToast?: string | false) {
  return useTeamMutation((invitation: Invitation) => inviteMember(invitation), TEAM_MESSAGES.invite, errorToast)
}

export function useSetMemberRole() {
  return useTeamMutation(({ userId, role }: { userId: string; role: MemberRole }) => setMemberRole(userId, role), TEAM_MESSAGES.changeRole)
}

export function useSetMemberActive() {
  return useTeamMutation(({ userId, active }: { userId: string; active: boolean }) => setMemberActive(userId, active), TEAM_MESSAGES.changeActive)
}

export function useSetMemberLinks(errorToast?: string | false) {
  return useTeamMutation(({ userId, linkIds }: { userId: string; linkIds: string[] }) => setMemberLinks(userId, linkIds), TEAM_MESSAGES.changeLinks, errorToast)
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function useTeam(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQuery(), enabled: options.enabled ?? true })
}

export function useMyLinks(userId: string | null) {
  return useQuery({ ...myLinksQuery(userId ?? ''), enabled: userId !== null })
}
