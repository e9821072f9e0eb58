/** What the media library says. */
export const MEDIA_LIBRARY_MESSAGES = {
  deleted: { title: 'Image deleted', description: (name: string) => `"${name}" has been deleted.` },
  copyFailed: 'The address could not be copied. Select it in the preview instead.',
} as const

export const MEDIA_DELETE_QUESTION = 'Are you sure you want to delete this image?'
