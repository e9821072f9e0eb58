import { PG, type DataError } from '@/lib/errors'

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

/** Maps a database error of submit_inquiry to the message the visitor sees. */
export function submissionErrorMessage(error: DataError): string {
  if (error.code === PG.insufficientPrivilege) return SUBMISSION_MESSAGES.permissionDenied
  if (error.code === PG.uniqueViolation) return SUBMISSION_MESSAGES.duplicate
  if (/\bRLS\b|row-level security/i.test(error.message)) return SUBMISSION_MESSAGES.securityPolicy
  return SUBMISSION_MESSAGES.other(error.message)
}

/** Maps whatever was thrown on the way (e.g. fetch's TypeError) to the visitor's message. */
export function thrownSubmissionMessage(thrown: unknown): string {
  return thrown instanceof Error ? SUBMISSION_MESSAGES.other(thrown.message) : SUBMISSION_MESSAGES.unexpected
}
