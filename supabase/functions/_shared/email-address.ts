/**
 * An email address the forms, the Edge Functions and the server (private.is_valid_email) all
 * accept: a local part of letters, digits and . _ % + ' - (no dot first, last or twice in a
 * row), then domain labels that start and end with a letter or digit, then a top-level domain of
 * two or more letters; at most 254 characters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
export const EMAIL_MAX_LENGTH = 254

export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
