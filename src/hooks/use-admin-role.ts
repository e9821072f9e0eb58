import { createContext, useContext } from 'react'
import { isMemberRole, MEMBER_ROLES, type MemberRole } from '../../supabase/functions/_shared/team-roles'

export { isMemberRole, MEMBER_ROLES, type MemberRole }

/** The signed-in member, as rpc/my_membership answers for them. */
export interface Membership {
  userId: string
  email: string
  displayName: string
  role: MemberRole
  active: boolean
  /** Their booking page (sales members), offered to visitors whose lead is theirs. */
  bookingUrl?: string | null
}

/**
 * The signed-in member, provided by the back office's guard once their membership is known.
 * Null outside the guard, or when the check failed: the screens then show what an admin would
 * see and row-level security answers for the role.
 */
export const MembershipContext = createContext<Membership | null>(null)

export function useMembership(): Membership | null {
  return useContext(MembershipContext)
}

/** The signed-in member's role, or null when it is not known (see MembershipContext). */
export function useMemberRole(): MemberRole | null {
  return useContext(MembershipContext)?.role ?? null
}
