/** What the back office's inquiry screens say (kept apart so visitors' chunks do not carry it). */

export const INQUIRY_MESSAGES = {
  load: 'Failed to load customer inquiries. Please try again.',
  phoneNotReadable: '(not a valid number: not sent to ad platforms)',
  updateStatus: 'Failed to update the inquiry status. Please try again.',
  updateScreening: 'Failed to move the inquiry. Please try again.',
  trash: 'Failed to move the inquiry to trash. Please try again.',
  restore: 'Failed to restore the inquiry. Please try again.',
  hardDelete: 'Failed to delete the inquiry permanently. Please try again.',
  trashed: 'Inquiry moved to trash',
  deletedPermanently: 'Inquiry deleted permanently',
  restored: 'Inquiry restored',
  statusChanged: (status: string) => `Status changed to ${status}`,
  exported: (count: string, one: boolean) => `Exported ${count} ${one ? 'inquiry' : 'inquiries'}`,
  exportFailed: 'The export failed. Please try again.',
  assign: 'Failed to assign the inquiry. Please try again.',
  updateNotes: 'Failed to save the notes. Please try again.',
  notesSaved: 'Notes saved',
  assigned: (owner: string, count: number) => (count === 1 ? `Inquiry assigned to ${owner}` : `${count} inquiries assigned to ${owner}`),
  unassigned: (count: number) => (count === 1 ? 'Inquiry unassigned' : `${count} inquiries unassigned`),
} as const

/** How a card names a lead's owner. */
export const OWNER_TEXTS = {
  unassigned: 'Unassigned',
  deactivated: (name: string) => `${name} (owner deactivated)`,
  unknown: 'A former member',
} as const

export const REPORT_MESSAGES = {
  breakdown: 'Failed to load the leads chart. Please try again.',
  filterOptions: 'Failed to load the source and salesperson filters.',
} as const

/** The two confirmations of the inquiry screen; the permanent one says it cannot be undone. */
export const INQUIRY_CONFIRMATIONS = {
  trash: 'Are you sure you want to move this inquiry to trash?',
  hardDelete: 'Are you sure you want to PERMANENTLY delete this inquiry? This action cannot be undone.',
} as const
