/** Texts the admin forms share, in one place so every form says the same. */
export const VALIDATION_TOAST_TITLE = 'Validation Error'
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.'
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.'
export const INVALID_URL_MESSAGE = 'Please enter a valid URL (https://...) or a site path (/images/...).'
export const ERROR_TOAST_TITLE = 'Error'

/**
 * A URL field accepts an absolute http(s) URL or a path on this site: the built-in content
 * points at images under /images/, and editing such a project must not be blocked.
 */
export function isUrlOrSitePath(value: string): boolean {
  const text = value.trim()
  if (text === '') return true
  if (/^\/(?!\/)\S*$/.test(text)) return true
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(text)
  } catch {
    return false
  }
}

/** What a required field says under itself; the toast then says REQUIRED_FIELDS_MESSAGE. */
export const REQUIRED_FIELD_MESSAGE = 'This field is required.'

/**
 * The toast's text for a failed submit: the required-fields sentence when any required
 * field is empty; else the first message the form wants shown as it is (e.g. the blog's
 * "Content cannot be empty."); else a general one.
 */
export function validationToastMessage(messages: readonly string[], shownAsIs: readonly string[] = []): string {
  if (messages.includes(REQUIRED_FIELD_MESSAGE)) return REQUIRED_FIELDS_MESSAGE
  return messages.find((message) => shownAsIs.includes(message)) ?? INVALID_FIELDS_MESSAGE
}

/** Every message in a react-hook-form errors object, nested ones included. */
export function collectErrorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return []
  const own = 'message' in errors && typeof errors.message === 'string' ? [errors.message] : []
  const nested = Object.entries(errors)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => collectErrorMessages(value))
  return [...own, ...nested]
}
