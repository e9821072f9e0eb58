/** Query keys of the admin-auth feature. */
export const adminAuthKeys = {
  all: ['admin-auth'] as const,
  isAdmin: (userId: string) => [...adminAuthKeys.all, 'is-admin', userId] as const,
}
