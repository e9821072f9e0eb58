import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { Project } from '@/content/types'
import { publicClient } from '@/lib/public-client'
import { caseStudySlugOrId } from '@/lib/projects/project-display'
import { relatedProjectsToPrefetch } from '../model/portfolio-groups'
import { projectKeys } from '@/lib/projects/project-keys'
import { getProjectBySlugOrId, getProjects, type FoundProject } from '@/lib/projects/projects'

/*
 * The public site's project reads (postgrest client). The list fails soft (an empty list);
 * a case study lookup that fails or finds nothing resolves to the not-found view.
 */

export const projectsQuery = () =>
  queryOptions({ queryKey: projectKeys.list(), queryFn: ({ signal }) => getProjects(publicClient, signal) })

/** A found project under both of its addresses, so a later visit by either is a cache hit. */
function cacheUnderSlugAndId(queryClient: QueryClient, project: Project, fetchedAs: string) {
  const entries: Array<[string, FoundProject]> = [[project.id, { project, foundBy: 'id' }]]
  if (project.slug) entries.push([project.slug, { project, foundBy: 'slug' }])
  for (const [address, found] of entries) {
    // The address being fetched gets the query's own result.
    if (address !== fetchedAs) queryClient.setQueryData(projectKeys.detail(address), found)
  }
}

/** What the list already holds for this address, in the lookup's order (slug, then id). */
function fromList(queryClient: QueryClient, slugOrId: string): FoundProject | undefined {
  const list = queryClient.getQueryData<Project[]>(projectKeys.list())
  const bySlug = list?.find((p) => p.slug === slugOrId)
  if (bySlug) return { project: bySlug, foundBy: 'slug' }
  const byId = list?.find((p) => p.id === slugOrId.toLowerCase())
  return byId ? { project: byId, foundBy: 'id' } : undefined
}

/** Lookups are cached by slug and id. */
export const caseStudyQuery = (queryClient: QueryClient, slugOrId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(slugOrId),
    queryFn: async ({ signal }): Promise<FoundProject | null> => {
      const found = await getProjectBySlugOrId(publicClient, slugOrId, signal)
      if (found) cacheUnderSlugAndId(queryClient, found.project, slugOrId)
      return found
    },
    // The list rows are whole projects: a case study opened from a card renders at once.
    initialData: () => fromList(queryClient, slugOrId),
    initialDataUpdatedAt: () => queryClient.getQueryState(projectKeys.list())?.dataUpdatedAt,
  })

export function useCaseStudy(slugOrId: string) {
  const queryClient = useQueryClient()
  return useQuery(caseStudyQuery(queryClient, slugOrId))
}

/** The portfolio reloads on window focus and on storage events, so an edit in another tab shows. */
export function usePortfolioProjects() {
  const query = useQuery({ ...projectsQuery(), refetchOnWindowFocus: 'always' })
  const { refetch } = query
  useEffect(() => {
    // Several sections may listen at once; they share one reload.
    const reload = () => void refetch({ cancelRefetch: false })
    window.addEventListener('storage', reload)
    return () => window.removeEventListener('storage', reload)
  }, [refetch])
  return query
}

/**
 * Hovering a card prefetches up to 2 other projects of the same service. The hovered
 * project itself is warmed too: it is the one most likely to be opened next.
 */
export function usePrefetchRelatedProjects(projects: readonly Project[]) {
  const queryClient = useQueryClient()
  return useCallback(
    (hovered: Project) => {
      for (const project of [hovered, ...relatedProjectsToPrefetch(projects, hovered)]) {
        void queryClient.prefetchQuery(caseStudyQuery(queryClient, caseStudySlugOrId(project)))
      }
    },
    [projects, queryClient],
  )
}

/*
 * Build time: the published pages start from the data the build read (see src/prerender.tsx),
 * under the same keys the hooks above read, so the browser's first render finds it too.
 */
export function seedProjectList(queryClient: QueryClient, projects: readonly Project[]) {
  queryClient.setQueryData(projectKeys.list(), [...projects])
}

export function seedCaseStudy(queryClient: QueryClient, project: Project) {
  const found: FoundProject = { project, foundBy: 'slug' }
  queryClient.setQueryData(projectKeys.detail(caseStudySlugOrId(project)), found)
}
