/** The three roles of the team (team_members.role); the database enforces what each may do. */
export const MEMBER_ROLES = ['admin', 'editor', 'sales'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

export const isMemberRole = (value: unknown): value is MemberRole => (MEMBER_ROLES as readonly unknown[]).includes(value)
