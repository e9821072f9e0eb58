import { builtInPosts } from '@/content/blog-posts'
import { sampleProjects } from '@/content/sample-projects'
import type { BlogPost, Project } from '@/content/types'
import type { QueryKey } from '@tanstack/react-query'
import type { DataClient } from '@/lib/data-client'
import { PG, ServiceError } from '@/lib/errors'
import { DATA_TOOL_TOASTS } from '../model/data-tool-messages'
import { checkContentIntegrity, FAILED_INTEGRITY_CHECK, type IntegrityResult } from '../model/integrity'
import { migrationResult, type ExistenceCheckResult, type MigrationFailure, type MigrationResult } from '../model/migration'
import type { Backup } from '../model/backup'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The project and post tables as the data tools use them. The tools never import the portfolio
 * or blog features (features stay independent); the app hands their services in.
 */
export interface ContentTables {
  countProjects(client: DataClient, signal?: AbortSignal): Promise<number>
  countBlogs(client: DataClient, signal?: AbortSignal): Promise<number>
  listProjects(client: DataClient): Promise<Project[]>
  listBlogs(client: DataClient): Promise<BlogPost[]>
  /** Writes a project by id. */
  upsertProject(client: DataClient, project: Project): Promise<unknown>
  /** Writes a post by slug. */
  upsertBlog(client: DataClient, post: BlogPost): Promise<unknown>
  /** Writes a post by id. */
  saveBlog(client: DataClient, post: BlogPost): Promise<unknown>
  /** The query keys of everything a write to these tables changes (public reads included). */
  queryKeys: readonly QueryKey[]
}

/** The data tools over the given content tables; each takes the client it runs as. */
export function createDataTools(tables: ContentTables) {
  const { countProjects, countBlogs, listProjects, listBlogs, upsertProject, upsertBlog, saveBlog } = tables

  /** Check Database: counts of projects and posts. Throws with DATA_TOOL_TOASTS.checkFailed's text on failure. */
  async function checkDatabase(client: DataClient, signal?: AbortSignal): Promise<ExistenceCheckResult> {
    try {
      const [projectsCount, blogsCount] = await Promise.all([countProjects(client, signal), countBlogs(client, signal)])
      return { projectsCount, blogsCount, hasData: projectsCount > 0 || blogsCount > 0 }
    } catch (error) {
      throw new ServiceError(DATA_TOOL_TOASTS.checkFailed.description, { cause: error })
    }
  }

  /**
   * Writes a post as it is: by slug (so a built-in post replaces itself), falling back to its id
   * when another version of the same post (same id, since-edited slug) is in the way.
   */
  async function writeBlog(client: DataClient, post: BlogPost): Promise<void> {
    try {
      await upsertBlog(client, post)
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === PG.uniqueViolation && post.slug)) throw error
      await saveBlog(client, post)
    }
  }

  /**
   * Migrate Static Data: each sample project and built-in post, saved one at a time by id (posts
   * by slug), so running it twice duplicates nothing. A failure does not stop the others; the
   * result counts what was saved.
   */
  async function migrateStaticData(
    client: DataClient,
    projects: readonly Project[] = sampleProjects,
    posts: readonly BlogPost[] = builtInPosts,
  ): Promise<MigrationResult> {
    const failures: MigrationFailure[] = []
    let projectsCount = 0
    let blogsCount = 0
    for (const project of projects) {
      try {
        await upsertProject(client, project)
        projectsCount += 1
      } catch (error) {
        console.error('Migrating a project failed', project.id, error)
        failures.push({ kind: 'portfolio', title: project.title, message: messageOf(error) })
      }
    }
    for (const post of posts) {
      try {
        await writeBlog(client, post)
        blogsCount += 1
      } catch (error) {
        console.error('Migrating a blog post failed', post.id, error)
        failures.push({ kind: 'blog post', title: post.title, message: messageOf(error) })
      }
    }
    return migrationResult(projectsCount, blogsCount, failures)
  }

  /** Validate Data over the rows as stored; a read that fails is "Validation process failed". */
  async function validateDatabaseContent(client: DataClient): Promise<IntegrityResult> {
    const [portfolios, blogs] = await Promise.all([
      client.from('portfolios').select('*'),
      client.from('blogs').select('*'),
    ])
    if (portfolios.error || blogs.error) {
      console.error('Reading content for validation failed', portfolios.error ?? blogs.error)
      return FAILED_INTEGRITY_CHECK
    }
    return checkContentIntegrity(portfolios.data, blogs.data)
  }

  /** What a backup holds: every project and database post as they are now. */
  async function readCurrentContent(client: DataClient): Promise<{ projects: Project[]; blogs: BlogPost[] }> {
    const [projects, blogs] = await Promise.all([listProjects(client), listBlogs(client)])
    return { projects, blogs }
  }

  /**
   * Restore: writes every project (by id) and post of the backup back to the database. Nothing
   * else is deleted; a failure does not stop the others and is counted.
   */
  async function restoreBackup(client: DataClient, backup: Backup): Promise<RestoreOutcome> {
    const outcome: RestoreOutcome = { projectsRestored: 0, blogsRestored: 0, failed: 0 }
    for (const project of backup.projects) {
      try {
        await upsertProject(client, project)
        outcome.projectsRestored += 1
      } catch (error) {
        console.error('Restoring a project failed', project.id, error)
        outcome.failed += 1
      }
    }
    for (const post of backup.blogs) {
      try {
        await writeBlog(client, post)
        outcome.blogsRestored += 1
      } catch (error) {
        console.error('Restoring a blog post failed', post.id, error)
        outcome.failed += 1
      }
    }
    return outcome
  }

  return { checkDatabase, migrateStaticData, validateDatabaseContent, readCurrentContent, restoreBackup, queryKeys: tables.queryKeys }
}

export type DataTools = ReturnType<typeof createDataTools>

export interface RestoreOutcome {
  projectsRestored: number
  blogsRestored: number
  failed: number
}
