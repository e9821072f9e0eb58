/**
 * Errors in the shape Supabase's Storage server answers with: HTTP 400 (500 for its own
 * faults) and a body whose `statusCode` carries the meaningful status, which storage-js turns
 * into a StorageApiError (`message`, `status`, `statusCode`).
 */
export class StorageError extends Error {
  readonly statusCode: number
  readonly error: string

  constructor(statusCode: number, error: string, message: string) {
    super(message)
    this.statusCode = statusCode
    this.error = error
  }

  get httpStatus(): number {
    return this.statusCode >= 500 ? 500 : 400
  }

  toJSON() {
    return { statusCode: String(this.statusCode), error: this.error, message: this.message }
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError(403, 'Unauthorized', message),
  tooLarge: () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) => new StorageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  contentNotOfType: (mimeType: string) =>
    new StorageError(415, 'invalid_mime_type', `The file's content is not ${mimeType}: its first bytes are not those of that image type`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  notImplemented: (what: string) => new StorageError(501, 'NotImplemented', `${what} is not implemented by the local stack`),
  internal: (message = 'Internal server error') => new StorageError(500, 'Internal', message),
}
