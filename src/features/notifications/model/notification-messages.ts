/** Every text of the notification screens that a test or a second component refers to. */
export const NOTIFICATION_MESSAGES = {
  loadDestinations: 'Failed to load the notification destinations. Please try again.',
  loadSettings: 'Failed to load the notification settings. Please try again.',
  loadInquiryNotifications: 'Could not load this inquiry\'s notifications.',
  loadHealth: 'Could not load the recent deliveries.',
  saveDestination: 'Failed to save the destination. Please try again.',
  deleteDestination: 'Failed to remove the destination. Please try again.',
  saveSettings: 'Failed to save the notification settings. Please try again.',
  retry: 'Failed to retry the notification. Please try again.',
  testFailed: 'Could not send a test. Please try again.',
  destinationAdded: 'Destination added',
  destinationSaved: 'Destination saved',
  destinationRemoved: 'Destination removed',
  testDelivered: 'Test notification delivered',
  testNotDelivered: 'Test notification failed',
  switched: (name: string, enabled: boolean) => `${name} switched ${enabled ? 'on' : 'off'}`,
  apiKeyRemoved: 'Email API key removed',
  secretCopied: 'Signing secret copied',
  secretCopyFailed: 'Could not copy: select the secret and copy it by hand.',
  settingsSaved: 'Notification settings saved',
  retryQueued: 'Sending the notification again',
  removeQuestion: 'Remove this destination? Notifications not yet delivered to it will not be sent.',
  noNotifications: 'No notifications were sent for this inquiry.',
} as const

export const DESTINATION_FORM_MESSAGES = {
  name: 'Please enter a name (at most 100 characters).',
  url: 'Please enter the webhook URL, starting with https://.',
  secret: 'The signing secret must be whsec_ followed by at least 32 base64 characters. Use Generate to make one.',
  recipients: 'Please enter valid email addresses, separated by commas.',
  tooManyRecipients: 'At most 20 email addresses.',
} as const

export const SETTINGS_FORM_MESSAGES = {
  hours: 'Enter a whole number of hours from 1 to 168.',
  from: 'Enter an address (leads@agency.com) or a name and address (Leads <leads@agency.com>) on one line, without quotes, commas, colons or semicolons.',
  siteUrl: 'Enter the site\'s address, like https://agency.com (no path).',
  apiKey: 'The API key is 8 to 300 characters without spaces.',
} as const

export const NOTIFICATIONS_PAGE_TEXT = {
  title: 'Notifications',
  subtitle: 'Who hears of every new inquiry, within a minute, by webhook or email',
  empty: 'No destinations yet: nobody is told of new inquiries. Add a webhook (Slack works as it is) or an email address.',
} as const
