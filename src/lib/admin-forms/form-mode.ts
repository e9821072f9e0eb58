/** Whether a back-office form creates a record or edits a stored one. */
export type FormMode = 'create' | 'edit'
