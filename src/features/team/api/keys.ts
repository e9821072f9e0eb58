/** Query keys of the team feature; every change to the team invalidates `all`. */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  /** The signed-in sales member's own salesperson links. */
  myLinks: (userId: string) => [...teamKeys.all, 'my-links', userId] as const,
  // booking-link:
  bookingSettings: () => [...teamKeys.all, 'booking-settings'] as const,
}
