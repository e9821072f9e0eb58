import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { projectKeys } from './keys'
import { deleteProject, getProjectById, listProjects, saveProject, type ProjectInput } from './projects'

/*
 * The back office's project reads and writes (admin client, lazy chunk only). Reads throw
 * so the screens can say that loading failed; writes invalidate every project query, the
 * public ones included, so lists and pages show the change on their next render.
 */

export const adminProjectsQuery = () =>
  queryOptions({ queryKey: [...projectKeys.all, 'admin-list'], queryFn: () => listProjects(adminClient) })

export const adminProjectQuery = (id: string) =>
  queryOptions({ queryKey: [...projectKeys.all, 'admin-detail', id], queryFn: () => getProjectById(adminClient, id) })

export function useSaveProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProjectInput) => saveProject(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}

export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteProject(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}
