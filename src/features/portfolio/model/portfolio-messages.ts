/** What the portfolio feature says to the admin: its services' errors and its form's messages. */

export const PROJECT_MESSAGES = {
  loadList: 'Failed to load portfolios. Please try again.',
  loadOne: 'Failed to load project. Please try again.',
  save: 'Something went wrong. Please try again.',
  slugTaken: 'This slug is already used by another portfolio. Please choose a different slug.',
  delete: 'Failed to delete portfolio. Please try again.',
} as const

export const TECH_STACK_MESSAGES = {
  incomplete: 'Enter both a category and a technology.',
  duplicate: 'This technology is already in that category.',
} as const

export const METRIC_MESSAGES = {
  incomplete: 'A metric needs a label, a value and a description.',
  keyIncomplete: 'A key metric needs a label and a value.',
} as const

export const TESTIMONIAL_QUOTE_MESSAGE = 'Add the quote of this testimonial, or clear its author, position and company.'

export const PORTFOLIO_TEXTS = {
  loading: 'Loading real portfolios...',
  emptyTitle: 'No portfolios available yet.',
  emptyText: 'Please check back later for our latest projects.',
} as const

export const CASE_STUDIES_EMPTY_TEXT = 'Case studies are created by adding Challenge and Solution content to portfolios.'

/** The portfolio form's own texts. */
export const PORTFOLIO_FORM_MESSAGES = {
  saved: {
    create: { title: 'Portfolio created', description: 'The portfolio has been successfully created.' },
    edit: { title: 'Portfolio updated', description: 'The portfolio has been successfully updated.' },
  },
} as const

/** The portfolio list's and the project loader's texts. */
export const PROJECT_ADMIN_MESSAGES = {
  deleted: { title: 'Portfolio deleted', description: (title: string) => `"${title}" has been deleted.` },
  notFound: { title: 'Project not found', description: "The project you're trying to edit doesn't exist." },
} as const

export const PORTFOLIO_DELETE_QUESTION = 'Are you sure you want to delete this portfolio?'

/** What a service page says when there are no projects to show (also when the read failed). */
export const NO_SERVICE_PROJECTS = 'No portfolio projects available.'

export const CASE_STUDY_NOT_FOUND = {
  title: 'Case study not found',
  text: "The project you're looking for doesn't exist or is no longer available.",
  back: 'Back to Portfolio',
} as const
