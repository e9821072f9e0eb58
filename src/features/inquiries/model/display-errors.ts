import { INQUIRY_DISPLAY } from './inquiry-messages'

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
