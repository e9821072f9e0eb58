/** Query keys of the privacy feature. */
export const privacyKeys = {
  all: ['privacy'] as const,
  /** The retention values in force, as visitors read them (the privacy policy page). */
  policy: () => [...privacyKeys.all, 'policy'] as const,
  /** The back office's reads. */
  settings: () => [...privacyKeys.all, 'settings'] as const,
  lastRun: () => [...privacyKeys.all, 'last-run'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
}
