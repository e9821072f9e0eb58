/** The result of Migrate Static Data. */
export interface MigrationResult {
  success: boolean
  projectsCount: number
  blogsCount: number
  error?: string
}

/** The result of Check Database. */
export interface ExistenceCheckResult {
  projectsCount: number
  blogsCount: number
  hasData: boolean
  error?: string
}

export interface MigrationFailure {
  kind: 'portfolio' | 'blog post'
  title: string
  message: string
}

/** Migrate Static Data is disabled while the database already holds projects, so it never adds copies. */
export function canMigrate(check: Pick<ExistenceCheckResult, 'projectsCount'> | undefined): boolean {
  return check !== undefined && check.projectsCount === 0
}

/**
 * The migration's outcome from what was saved and what failed: success only when everything
 * was saved; otherwise the error names how many items failed and why the first one did.
 */
export function migrationResult(projectsCount: number, blogsCount: number, failures: readonly MigrationFailure[]): MigrationResult {
  if (failures.length === 0) return { success: true, projectsCount, blogsCount }
  const [first] = failures
  const items = failures.length === 1 ? '1 item' : `${failures.length} items`
  return {
    success: false,
    projectsCount,
    blogsCount,
    error: `Migrated ${projectsCount} portfolios and ${blogsCount} blog posts; ${items} could not be saved (${first.kind} "${first.title}": ${first.message})`,
  }
}
