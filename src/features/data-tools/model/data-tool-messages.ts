import { format } from 'date-fns'

/** The data tools' toasts (title and description). */
export const DATA_TOOL_TOASTS = {
  integrityPassed: { title: 'Data Integrity Check Passed', description: 'Your data is intact and valid.' },
  integrityIssues: (issues: readonly string[]) => ({
    title: 'Data Integrity Issues Found',
    description: `Issues: ${issues.join(', ')}`,
  }),
  backupCreated: { title: 'Backup Created', description: 'Your data has been backed up successfully.' },
  backupFailed: { title: 'Backup Failed', description: 'Could not create backup. Please try again.' },
  restored: (timestamp: string) => ({
    title: 'Data Restored',
    description: `Data restored from backup created on ${formatBackupDate(timestamp)}`,
  }),
  restoreFailed: { title: 'Restore Failed', description: 'Could not restore backup. Please try again.' },
  dataFound: (projects: number, blogs: number) => ({
    title: 'Data Found',
    description: `Found ${projects} portfolios and ${blogs} blog posts in database.`,
  }),
  noData: { title: 'No Data Found', description: 'Database is empty. You can migrate your static data now.' },
  checkFailed: { title: 'Error', description: 'Failed to check database status.' },
  migrated: (projects: number, blogs: number) => ({
    title: 'Migration Successful',
    description: `Migrated ${projects} portfolios and ${blogs} blog posts to database.`,
  }),
  migrationFailed: (error: string | undefined) => ({
    title: 'Migration Failed',
    description: error || 'Unknown error during migration.',
  }),
  migrationCrashed: { title: 'Migration Failed', description: 'An error occurred during migration.' },
} as const

/** Export and import of backup files. */
export const BACKUP_FILE_TOASTS = {
  exported: { title: 'Backup Exported', description: 'The backup file has been downloaded.' },
  exportFailed: { title: 'Export Failed', description: 'Could not export your data. Please try again.' },
  imported: (timestamp: string) => ({
    title: 'Backup Imported',
    description: `The backup created on ${formatBackupDate(timestamp)} is now listed under Available Backups. Restore it to write it to the database.`,
  }),
  importFailed: (reason: string) => ({ title: 'Import Failed', description: reason }),
} as const

/** The issue reported when the check itself cannot run. */
export const VALIDATION_PROCESS_FAILED = 'Validation process failed'

/** How a backup's timestamp reads on screen, e.g. "Mar 5, 2025, 2:30:15 PM". */
export function formatBackupDate(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : format(date, 'PPpp')
}
