/** What the cookie banner says. */
export const CONSENT_MESSAGES = {
  title: 'Cookies and your privacy',
  summary:
    'With your consent, Google\'s advertising and analytics cookies measure our campaigns. Nothing loads until you choose; "Cookie settings" at the foot of every page changes it.',
  privacyLink: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save choices',
  gpcNotice: 'Your browser sends Global Privacy Control, so advertising stays off.',
  purposes: {
    advertising: {
      label: 'Advertising',
      description: 'Lets Google Ads measure which ads bring enquiries and show you our ads elsewhere.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Counts visits and how pages are used, so we can improve the site.',
    },
  },
} as const
