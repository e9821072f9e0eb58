/** What the inquiries feature says: to the visitor (the forms, a submission) and to the admin (the inquiries screens). */

/** The validation messages of both inquiry forms. */
export const INQUIRY_FORM_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  serviceInterest: 'Please select a service',
  budgetRange: 'Please select a budget range',
  projectTimeline: 'Please select a timeline',
  message: 'Message must be at least 10 characters',
  // The server's own limits (rpc submit_inquiry), checked before sending
  // so the visitor sees what to fix instead of a failed submission.
  phone: 'Please enter a valid phone number.',
  nameMax: 'Names must be at most 100 characters.',
  companyMax: 'Company must be at most 200 characters.',
  nameCharacters: 'Names cannot contain line breaks or control characters.',
  companyCharacters: 'Company cannot contain line breaks or control characters.',
  messageMax: 'Message must be at most 5000 characters.',
} as const

/** The service-level messages of an inquiry submission. */
export const SUBMISSION_MESSAGES = {
  permissionDenied: 'Database permission denied. Please try again or contact support.',
  duplicate: 'A submission with this information already exists.',
  securityPolicy: 'Database security policy error. Please contact support.',
  other: (message: string) => `Failed to submit inquiry: ${message}`,
  noData: 'No data returned from submission. Please try again.',
  unexpected: 'An unexpected error occurred during submission. Please try again.',
} as const

/** What the server answers when the optional human check (Turnstile) was not passed. */
export const HUMAN_CHECK_MESSAGE = 'Please complete the verification and try again.'

/** What the inquiry forms show on success and failure. */
export const INQUIRY_DISPLAY = {
  failureTitle: 'Submission Failed',
  detailedFailure: 'There was an error submitting your inquiry. Please try again.',
  quickFailure: {
    default: 'There was an error sending your message. Please try again.',
    network: 'Network connection issue. Please check your internet connection and try again.',
    unauthorized: 'Authorization error. Please refresh the page and try again.',
    forbidden: 'Access denied. Please contact support if this persists.',
  },
  detailedSuccess: {
    title: 'Success!',
    description: 'Your inquiry has been submitted successfully. Redirecting to confirmation page...',
  },
  quickSuccess: {
    title: 'Message Sent Successfully!',
    description: "Thanks for reaching out! We'll get back to you within 24 hours.",
  },
} as const


/** The thank-you page's offer to book a call with the lead's owner (or the team). */
export const BOOKING_OFFER_TEXT = {
  title: 'Pick a time that suits you',
  text: 'Skip the wait: book a call now and we will come prepared.',
  withHost: (name: string) => `Book a call with ${name}`,
  withTeam: 'Book a call with our team',
  newTab: '(opens in a new tab)',
} as const
