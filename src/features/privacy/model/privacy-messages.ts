/** What visitors may see of the privacy feature. */
export const PRIVACY_MESSAGES = {
  loadPolicy: 'Could not read the retention policy.',
} as const
