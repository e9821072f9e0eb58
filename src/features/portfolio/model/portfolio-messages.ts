/** What the public portfolio pages say: loading and empty states, and a case study that is not found. */

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
