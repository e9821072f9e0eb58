/** What the project service says when a read or write fails (the back office shows it; public reads fail soft). */

export const PROJECT_MESSAGES = {
  loadList: 'Failed to load portfolios. Please try again.',
  loadOne: 'Failed to load project. Please try again.',
  save: 'Something went wrong. Please try again.',
  slugTaken: 'This slug is already used by another portfolio. Please choose a different slug.',
  delete: 'Failed to delete portfolio. Please try again.',
} as const
