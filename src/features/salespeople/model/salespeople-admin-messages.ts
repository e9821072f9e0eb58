/** What the back office's salesperson screens say (kept apart so visitors' chunks do not carry it). */

export const SALESPERSON_FORM_MESSAGES = {
  required: 'Please fill in all required fields.',
  noService: 'Please select at least one service.',
  email: 'Please enter a valid email address.',
  nameHint: 'Only lowercase letters, numbers and hyphens are allowed.',
  saved: {
    create: { title: 'Salesperson created successfully!' },
    edit: { title: 'Salesperson updated successfully!' },
  },
} as const

export const LINK_GENERATOR_TEXT = {
  title: 'Link Generator',
  subtitle: 'Generate personalized service links for your sales team',
  empty: 'No salespersons added yet.',
  loading: 'Loading...',
  deleteQuestion: 'Are you sure you want to delete this salesperson?',
  deleted: 'Salesperson deleted successfully!',
  linkCopied: 'Link copied to clipboard!',
  allCopied: 'All links copied to clipboard!',
  copyFailed: 'Could not copy to the clipboard. Please select the link and copy it by hand.',
} as const
