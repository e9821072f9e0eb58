/** Query keys of the admin-auth feature. */
export const adminAuthKeys = {
  all: ['admin-auth'] as const,
  isAdmin: (userId: string) => [...adminAuthKeys.all, 'is-admin', userId] as const,
  // team-ui: the signed-in user's membership of the team (role, or none), which the guard reads.
  membership: (userId: string) => [...adminAuthKeys.all, 'membership', userId] as const,
}
