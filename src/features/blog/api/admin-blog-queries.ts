import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { isUuid } from '@/lib/errors'
import { blogKeys } from './keys'
import { deleteBlog, getBlogBySlugOrId, listBlogs, saveBlog, type BlogInput } from './blogs'

/*
 * The back office's blog reads and writes (admin client, lazy chunk only). Reads throw so
 * the screens can say that loading failed; writes invalidate every blog query.
 */

export const adminBlogsQuery = () =>
  queryOptions({ queryKey: [...blogKeys.all, 'admin-list'], queryFn: () => listBlogs(adminClient) })

export const adminBlogQuery = (id: string) =>
  queryOptions({
    queryKey: [...blogKeys.all, 'admin-detail', id],
    queryFn: () => (isUuid(id) ? getBlogBySlugOrId(adminClient, id) : Promise.resolve(null)),
  })

export function useSaveBlog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BlogInput) => saveBlog(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}

export function useDeleteBlog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteBlog(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}
