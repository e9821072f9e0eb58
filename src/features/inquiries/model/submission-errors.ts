import { PG, type DataError } from '@/lib/errors'
import { SUBMISSION_MESSAGES } from './inquiry-messages'

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
