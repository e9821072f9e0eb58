/** Query keys of the team feature; every change to the team invalidates `all`. */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  /** The signed-in sales member's own salesperson links. */
  myLinks: (userId: string) => [...teamKeys.all, 'my-links', userId] as const,
  // routing: whether round-robin is on (rpc/get_lead_routing).
  leadRouting: () => [...teamKeys.all, 'lead-routing'] as const,
  // routing: the signed-in sales member's own place in the queue.
  myRouting: (userId: string) => [...teamKeys.all, 'my-routing', userId] as const,
  // booking-link:
  bookingSettings: () => [...teamKeys.all, 'booking-settings'] as const,
}
