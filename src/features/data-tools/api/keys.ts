/** Query keys of the data tools. */
export const dataToolKeys = {
  all: ['data-tools'] as const,
  /** Check Database: how many projects and posts the database holds. */
  databaseStatus: () => [...dataToolKeys.all, 'database-status'] as const,
}
