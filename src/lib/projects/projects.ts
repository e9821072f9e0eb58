import type { Project } from '@/content/types'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { PG, ServiceError } from '@/lib/errors'
import { withSanitizedRichText } from '@/lib/rich-text-save'
import { caseStudyLookupSteps, type LookupStep } from './case-study-lookup'
import { toProject, toProjectRow } from './project-mapping'
import { generateProjectSlug } from './project-slug'
import { PROJECT_MESSAGES } from './project-messages'

/** All projects, newest first. Throws on failure (the back office tells the admin). */
export async function listProjects(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<Project[]> {
  const { data, error } = await client.from('portfolios').select('*').order('created_at', { ascending: false }).abortSignal(signal)
  if (error) throw new ServiceError(PROJECT_MESSAGES.loadList, { code: error.code, cause: error })
  return data.map(toProject)
}

/** All projects, or an empty list when the read fails public reads fail soft. */
export async function getProjects(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<Project[]> {
  try {
    return await listProjects(client, signal)
  } catch (error) {
    console.error('Loading portfolios failed', error)
    return []
  }
}

export interface FoundProject {
  project: Project
  foundBy: LookupStep['by']
}

/**
 * A project by slug or id, in caseStudyLookupSteps' order. Null when none matches;
 * throws only when the database cannot be asked.
 */
export async function getProjectBySlugOrId(client: DataClient, slugOrId: string, signal: AbortSignal = NEVER_ABORTED): Promise<FoundProject | null> {
  for (const step of caseStudyLookupSteps(slugOrId)) {
    const { data, error } = await client
      .from('portfolios')
      .select('*')
      .eq(step.by === 'slug' ? 'slug' : 'id', step.value)
      .limit(1)
      .abortSignal(signal)
      .maybeSingle()
    if (error) throw new ServiceError(PROJECT_MESSAGES.loadOne, { code: error.code, cause: error })
    if (data) return { project: toProject(data), foundBy: step.by }
  }
  return null
}

/** A project by id, for the edit form. Null when it does not exist. */
export async function getProjectById(client: DataClient, id: string, signal: AbortSignal = NEVER_ABORTED): Promise<Project | null> {
  const found = await getProjectBySlugOrId(client, id, signal)
  return found?.foundBy === 'id' ? found.project : null
}

export type ProjectInput = Omit<Project, 'id' | 'createdAt'> & { id?: string }

/** The case study's texts: rich text (HTML or plain). */
const RICH_TEXT_FIELDS = ['challenge', 'solution'] as const

/**
 * Creates (no id) or updates (id) a project and returns it as stored. An empty slug is
 * generated on save; a slug another project holds gets its own message. HTML in the case
 * study's texts is stored sanitised.
 */
export async function saveProject(client: DataClient, input: ProjectInput): Promise<Project> {
  const slug = input.slug?.trim() || generateProjectSlug(input)
  const row = toProjectRow(await withSanitizedRichText({ ...input, slug }, RICH_TEXT_FIELDS))
  const query = input.id
    ? client.from('portfolios').update(row).eq('id', input.id).select('*').single()
    : client.from('portfolios').insert(row).select('*').single()
  const { data, error } = await query
  if (error) {
    const message = error.code === PG.uniqueViolation ? PROJECT_MESSAGES.slugTaken : PROJECT_MESSAGES.save
    throw new ServiceError(message, { code: error.code, cause: error })
  }
  return toProject(data)
}

/**
 * Writes projects as they are (their HTML sanitised), by id (insert or update, never a delete).
 * Used by Migrate Static Data and by backup restore, so running either twice changes nothing more.
 */
export async function upsertProject(client: DataClient, project: Project): Promise<void> {
  const row = toProjectRow(await withSanitizedRichText(project, RICH_TEXT_FIELDS))
  const { error } = await client.from('portfolios').upsert(row, { onConflict: 'id' })
  if (error) {
    const message = error.code === PG.uniqueViolation ? PROJECT_MESSAGES.slugTaken : PROJECT_MESSAGES.save
    throw new ServiceError(message, { code: error.code, cause: error })
  }
}

export async function deleteProject(client: DataClient, id: string): Promise<void> {
  const { error } = await client.from('portfolios').delete().eq('id', id)
  if (error) throw new ServiceError(PROJECT_MESSAGES.delete, { code: error.code, cause: error })
}

export async function countProjects(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<number> {
  const { count, error } = await client.from('portfolios').select('id', { count: 'exact', head: true }).abortSignal(signal)
  if (error) throw new ServiceError(PROJECT_MESSAGES.loadList, { code: error.code, cause: error })
  return count ?? 0
}
