/** Every text of the back office's meeting views: the card's meetings, unmatched bookings, the webhook secrets. */
export const MEETING_MESSAGES = {
  loadMeetings: "Could not load this lead's meetings.",
  loadUnmatched: 'Could not load the bookings without a lead.',
  attach: 'Could not attach the booking. Please try again.',
  attached: 'Booking attached to the lead',
  leadNotFound: 'No lead has that email address or reference.',
  loadSecrets: 'Could not load the booking webhook secrets.',
  makeSecret: 'Could not make a new secret. Please try again.',
  secretMade: 'New secret made: copy it now, it is shown only once',
  remakeQuestion: 'Make a new secret? The booking tool’s deliveries are refused until you paste the new one into it.',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
} as const
