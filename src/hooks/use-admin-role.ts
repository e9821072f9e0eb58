import { createContext, useContext } from 'react'

/** The three roles of the team; the database enforces what each may do, the screens follow. */
export const MEMBER_ROLES = ['admin', 'editor', 'sales'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

export const isMemberRole = (value: unknown): value is MemberRole => (MEMBER_ROLES as readonly unknown[]).includes(value)

/** The signed-in member, as rpc/my_membership answers for them. */
export interface Membership {
  userId: string
  email: string
  displayName: string
  role: MemberRole
  active: boolean
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
