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

/** After a successful submission the form waits this long, so the toast can be read, before opening /thank-you. */
export const REDIRECT_DELAY_MS = { detailed: 1000, quick: 1500 } as const

/** The quick form's message for a failed submission, chosen by the error's text. */
export function quickFormErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const { quickFailure } = INQUIRY_DISPLAY
  if (text.includes('Failed to fetch')) return quickFailure.network
  if (text.includes('Unauthorized')) return quickFailure.unauthorized
  if (text.includes('Forbidden')) return quickFailure.forbidden
  return quickFailure.default
}
