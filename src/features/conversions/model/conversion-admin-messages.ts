/** Every text of the back office's conversion screens, the deal value dialog and the ledger. */
export const CONVERSION_MESSAGES = {
  loadSettings: 'Failed to load the conversion settings. Please try again.',
  saveSettings: 'Failed to save the conversion settings. Please try again.',
  settingsSaved: 'Conversion settings saved',
  loadLedger: "Could not load this inquiry's conversions.",
  noConversions: 'No conversions yet: they are recorded when the inquiry is set to Contacted or Converted.',
  saveValue: 'Failed to save the deal value. Please try again.',
  valueSaved: 'Deal value saved',
  skipValue: 'Could not skip the deal value. Please try again.',
  valueSkipped: 'Sent without a deal value',
  waitingForValue: 'Waiting for the deal value: sent once it is saved or skipped, or when the wait set on the Conversions screen is over.',
  timingSaved: 'Google Ads counting and deal value wait saved',
  loadDestinations: 'Failed to load the conversion destinations. Please try again.',
  saveDestination: 'Failed to save the destination. Please try again.',
  destinationSaved: (platform: string) => `${platform} saved`,
  testFailed: 'Could not send a test event. Please try again.',
  testAccepted: (platform: string) => `${platform} accepted the test event`,
  testRefused: (platform: string) => `${platform} refused the test event`,
  loadDeliveries: 'Could not load the recent deliveries.',
  noDeliveries: 'No conversions have been sent yet.',
  retry: 'Failed to retry the delivery. Please try again.',
  retryQueued: 'Sending the conversion again',
  regenerateToken: 'Could not make a new feed token. Please try again.',
  tokenMade: 'New feed token made: copy it now, it is shown only once',
  tokenCopied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  downloadFeed: 'Could not download the feed file. Please try again.',
  loadReport: 'Could not load the revenue report.',
  reportEmpty: 'No leads in this period.',
  regenerateQuestion:
    'Make a new feed token? The current one stops working at once: update the password or URL in Google Ads afterwards.',
} as const

/**
 * The deal value's messages: the same texts `set_conversion_value` answers with, so the form
 * and the server say the same thing.
 */
export const DEAL_VALUE_MESSAGES = {
  notANumber: 'Enter the deal value as a number, like 12345.50.',
  negative: "The deal value can't be negative.",
  decimals: 'The deal value has at most two decimals.',
  tooLarge: 'The deal value is too large.',
  currency: 'Choose a currency from the list.',
  notConverted: 'Set the inquiry to Converted before adding a deal value.',
} as const

export const CONVERSION_SETTINGS_MESSAGES = {
  name: 'A conversion name has 1 to 100 characters.',
  /** The same text check_conversion_settings answers with. */
  graceHours: 'The wait for a deal value is 1 to 48 hours.',
} as const

/**
 * What the platforms' settings refuse: the same texts the database answers with
 * (private.check_conversion_destination_platform_settings, private.check_conversion_phone_country).
 */
export const PLATFORM_SETTINGS_MESSAGES = {
  metaEventName: 'A Meta event name has at most 50 characters.',
  linkedinVersion: 'The LinkedIn version is a month like 202603 (YYYYMM).',
  linkedinAccount: 'The LinkedIn ad account id is a number.',
  phoneCountry: 'Choose a country from the list.',
  phoneCountrySaved: 'Phone country saved',
  savePhoneCountry: 'Failed to save the phone country. Please try again.',
  needsAttention: (platform: string) => `${platform} needs attention: conversions to it wait, queued, until it is fixed.`,
  needsAttentionHelp: 'Renew the access token (or set a current API version) and save; the waiting conversions are sent then.',
} as const

export const CONVERSIONS_PAGE_TEXT = {
  title: 'Conversions',
  subtitle: 'Tell the ad platforms which clicks became clients, and see which campaigns earned money.',
} as const

export const CONVERSION_TIMING_TEXT = {
  title: 'Google Ads counting and deal value',
  intro:
    'Set each stage as its conversion action counts in Google Ads (Count: One or Every). A won deal waits for its value: it is sent when the deal value dialog is saved or skipped, or when the wait is over.',
  graceHint: '1 to 48 hours (GA4 takes events at most 72 hours old).',
  braidsLeftOut:
    'With "One conversion per click", clicks from iOS (GBRAID, WBRAID) are left out of that stage\'s file: Google refuses them for an action that counts one conversion per click. Set the action to Every in Google Ads, then here, to send them.',
} as const
