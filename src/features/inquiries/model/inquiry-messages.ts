/** What the inquiries feature says: to the visitor (the forms, a submission) and to the admin (the inquiries screens). */

export const INQUIRY_MESSAGES = {
  load: 'Failed to load customer inquiries. Please try again.',
  updateStatus: 'Failed to update the inquiry status. Please try again.',
  updateScreening: 'Failed to move the inquiry. Please try again.',
  trash: 'Failed to move the inquiry to trash. Please try again.',
  restore: 'Failed to restore the inquiry. Please try again.',
  hardDelete: 'Failed to delete the inquiry permanently. Please try again.',
} as const

export const REPORT_MESSAGES = {
  breakdown: 'Failed to load the leads chart. Please try again.',
  filterOptions: 'Failed to load the source and salesperson filters.',
} as const

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
