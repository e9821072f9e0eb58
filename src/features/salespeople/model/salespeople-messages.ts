/** What the salespeople feature says: its services' errors and its form's messages. */

export const SALESPERSON_MESSAGES = {
  load: 'Failed to load salespersons',
  save: 'Failed to save salesperson',
  nameTaken: 'This URL name is already taken by another salesperson. Please choose a different one.',
  delete: 'Failed to delete salesperson',
  resolve: 'Could not check this link. Please try again.',
} as const

