/** The four checks of a referral link, in order; the first that fails names the reason. */
export const LINK_INVALID_REASONS = [
  'Missing parameters',
  'Salesperson not found or inactive',
  'Service not authorized for this salesperson',
  'Invalid service',
] as const
export type LinkInvalidReason = (typeof LINK_INVALID_REASONS)[number]

export type LinkResolution =
  | { valid: true; displayName: string; email: string }
  | { valid: false; reason: LinkInvalidReason }
