/** What the booking page fields say (the booking link rule's own sentences are shown as they come). */

export const BOOKING_PAGE_MESSAGES = {
  loadSettings: 'Failed to load the team booking page. Please try again.',
  save: 'Failed to save the booking page. Please try again.',
  saved: 'Booking page saved',
  cleared: 'Booking page removed',
  fieldLabel: 'Booking page link',
  fieldHint: 'A Cal.com or Calendly event link, for example https://cal.com/your-name/30min. Leave it empty to remove it.',
  memberTitle: (name: string) => `Booking page of ${name}`,
  memberDescription: 'Visitors whose lead is theirs are offered this page on the thank-you page, with their name and email filled in.',
  myTitle: 'My booking page',
  myDescription: 'Visitors whose lead is yours are offered this page on the thank-you page, with their name and email filled in.',
  teamTitle: 'Team booking page',
  teamDescription: 'Offered to visitors whose lead has no owner with a booking page of their own. Without one they see the plain thank-you page.',
  none: 'None',
} as const
