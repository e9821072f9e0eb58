/** What the back office's portfolio screens say (kept apart so visitors' chunks do not carry it). */

export const TECH_STACK_MESSAGES = {
  incomplete: 'Enter both a category and a technology.',
  duplicate: 'This technology is already in that category.',
} as const

export const METRIC_MESSAGES = {
  incomplete: 'A metric needs a label, a value and a description.',
  keyIncomplete: 'A key metric needs a label and a value.',
} as const

export const TESTIMONIAL_QUOTE_MESSAGE = 'Add the quote of this testimonial, or clear its author, position and company.'

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

export const CASE_STUDIES_EMPTY_TEXT = 'Case studies are created by adding Challenge and Solution content to portfolios.'
