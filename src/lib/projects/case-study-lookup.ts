import { isUuid } from '@/lib/errors'

export type LookupStep = { by: 'slug'; value: string } | { by: 'id'; value: string }

const TRAILING_UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/**
 * Try the slug first, then an id extracted from the slug when it
 * contains a hyphen, then the slug as a plain id. Ids here are uuids, so "extracted" means a
 * uuid at the end of the address (`some-title-<uuid>`); a step whose value is not a
 * well-formed uuid is dropped, so the database never sees a malformed one.
 */
export function caseStudyLookupSteps(slugOrId: string): LookupStep[] {
  const steps: LookupStep[] = [{ by: 'slug', value: slugOrId }]
  const extracted = slugOrId.includes('-') ? TRAILING_UUID.exec(slugOrId)?.[1] : undefined
  if (extracted && extracted !== slugOrId) steps.push({ by: 'id', value: extracted.toLowerCase() })
  if (isUuid(slugOrId)) steps.push({ by: 'id', value: slugOrId.toLowerCase() })
  return steps
}

/**
 * After a lookup by id, the address is replaced by the slug route. Ids are uuids, which hold
 * hyphens too, so what counts is that the project was not found by its slug.
 */
export function slugToReplaceAddress(
  slugOrId: string,
  foundBy: LookupStep['by'],
  project: { slug?: string },
): string | null {
  if (foundBy !== 'id' || !project.slug || project.slug === slugOrId) return null
  return project.slug
}
