import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { projectKeys } from '@/lib/projects/project-keys'
import { deleteProject, getProjectById, listProjects, saveProject, type ProjectInput } from '@/lib/projects/projects'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'

/*
 * The back office's project reads and writes (admin client, lazy chunk only). Reads throw
 * so the screens can say that loading failed; writes invalidate every project query, the
 * public ones included, so lists and pages show the change on their next render.
 */

export const adminProjectsQuery = () =>
  queryOptions({ queryKey: [...projectKeys.all, 'admin-list'], queryFn: ({ signal }) => listProjects(adminClient, signal) })

export const adminProjectQuery = (id: string) =>
  queryOptions({ queryKey: [...projectKeys.all, 'admin-detail', id], queryFn: ({ signal }) => getProjectById(adminClient, id, signal) })

export function useSaveProject(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(PROJECT_MESSAGES.save, errorToast),
    mutationFn: (input: ProjectInput) => saveProject(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}

export function useDeleteProject(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(PROJECT_MESSAGES.delete, errorToast),
    mutationFn: (id: string) => deleteProject(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function useAdminProjects(...args: Parameters<typeof adminProjectsQuery>) {
  return useQuery(adminProjectsQuery(...args))
}

export function useAdminProject(...args: Parameters<typeof adminProjectQuery>) {
  return useQuery(adminProjectQuery(...args))
}
