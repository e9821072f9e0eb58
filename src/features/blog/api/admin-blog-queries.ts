import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { isUuid } from '@/lib/errors'
import { blogKeys } from './keys'
import { deleteBlog, getBlogBySlugOrId, listBlogs, saveBlog, type BlogInput } from './blogs'
import { BLOG_MESSAGES } from '../model/blog-messages'

/*
 * The back office's blog reads and writes (admin client, lazy chunk only). Reads throw so
 * the screens can say that loading failed; writes invalidate every blog query.
 */

export const adminBlogsQuery = () =>
  queryOptions({ queryKey: [...blogKeys.all, 'admin-list'], queryFn: ({ signal }) => listBlogs(adminClient, signal) })

export const adminBlogQuery = (id: string) =>
  queryOptions({
    queryKey: [...blogKeys.all, 'admin-detail', id],
    queryFn: ({ signal }) => (isUuid(id) ? getBlogBySlugOrId(adminClient, id, signal) : Promise.resolve(null)),
  })

export function useSaveBlog(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(BLOG_MESSAGES.save, errorToast),
    mutationFn: (input: BlogInput) => saveBlog(adminClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}

export function useDeleteBlog(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(BLOG_MESSAGES.delete, errorToast),
    mutationFn: (id: string) => deleteBlog(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function useAdminBlogs(...args: Parameters<typeof adminBlogsQuery>) {
  return useQuery(adminBlogsQuery(...args))
}

export function useAdminBlog(...args: Parameters<typeof adminBlogQuery>) {
  return useQuery(adminBlogQuery(...args))
}
