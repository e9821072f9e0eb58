/** What the portfolio feature says to the admin: its services' errors and its form's messages. */

export const PROJECT_MESSAGES = {
  loadList: 'Failed to load portfolios. Please try again.',
  loadOne: 'Failed to load project. Please try again.',
  save: 'Something went wrong. Please try again.',
  slugTaken: 'This slug is already used by another portfolio. Please choose a different slug.',
  delete: 'Failed to delete portfolio. Please try again.',
} as const

export const PORTFOLIO_TEXTS = {
  loading: 'Loading real portfolios...',
  emptyTitle: 'No portfolios available yet.',
  emptyText: 'Please check back later for our latest projects.',
} as const

/** What a service page says when there are no projects to show (also when the read failed). */
export const NO_SERVICE_PROJECTS = 'No portfolio projects available.'

export const CASE_STUDY_NOT_FOUND = {
  title: 'Case study not found',
  text: "The project you're looking for doesn't exist or is no longer available.",
  back: 'Back to Portfolio',
} as const
