/**
 * The sentences the conversion functions write for an admin (delivery ledger, Send test
 * answers). A platform's own message is shown as the platform wrote it, after these.
 */
export const CONVERSION_DELIVERY_MESSAGES = {
  metaNotConfigured: 'The Meta destination needs a dataset id and an access token.',
  ga4NotConfigured: 'The GA4 destination needs a measurement id and an API secret.',
  linkedinNotConfigured: 'The LinkedIn destination needs an access token.',
  linkedinNoRule: 'The LinkedIn destination has no conversion rule id for this stage.',
  linkedinNoVersion: 'The LinkedIn destination has no API version like 202603 (YYYYMM).',
  metaNoEventName: 'The Meta destination has no event name for this stage.',
  linkedinNoIdentifier: 'The lead has no identifier LinkedIn can match.',
  ga4NoClientId: 'The lead has no Google Analytics client id.',
  unreachable: (platform: string) => `Could not reach ${platform}; trying again later.`,
  timeout: (platform: string, seconds: number) => `${platform} did not answer within ${seconds} s.`,
  httpStatus: (platform: string, status: number) => `${platform} answered HTTP ${status}.`,
  gaveUp: (message: string, attempts: number) => `${message} (gave up after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`,
} as const

/** The admin's Send test event answers. */
export const TEST_CONVERSION_MESSAGES = {
  badRequest: 'Say which platform to test: meta, ga4 or linkedin.',
  notAdmin: 'Only admins can send test conversions.',
  notConfigured: 'Save this destination\'s settings and secret first.',
  metaReceived: (count: number) => `Meta received ${count} test ${count === 1 ? 'event' : 'events'}; see Events Manager › Test events.`,
  metaNoTestCode: 'Set a test event code (Events Manager › Test events) so the test does not count as a real conversion.',
  ga4Valid: 'GA4\'s validation server found nothing wrong with the event.',
  ga4Invalid: (details: string) => `GA4's validation server refused the event: ${details}`,
  linkedinRuleOk: (names: string) => `LinkedIn knows the conversion rules: ${names}.`,
  linkedinRuleNotApi: (id: string) => `LinkedIn conversion rule ${id} is not set up for the Conversions API.`,
  linkedinNoAccount: 'Set the LinkedIn ad account id: LinkedIn reads a conversion rule within its ad account.',
} as const
