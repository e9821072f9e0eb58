import type { ReactNode } from 'react'
import { EditRecordLoader } from '@/components/admin/edit-record-loader'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useAdminBlog } from '../api/admin-blog-queries'
import { BLOG_MESSAGES } from '../model/blog-messages'
import { BLOG_ADMIN_MESSAGES } from '../model/blog-admin-messages'

/**
 * One post read for a back-office screen (the edit form, the preview): loading, a failure
 * toast, and "not found" back to the list, then the screen with the post.
 */
export function BlogRecordLoader({ id, title, children }: { id: string; title: string; children: (post: BlogPost) => ReactNode }) {
  const post = useAdminBlog(id)
  useErrorToast(post.isError, `blog-load-${id}`, BLOG_MESSAGES.loadOne)
  return (
    <EditRecordLoader
      query={post}
      title={title}
      back={{ label: 'Back to Blogs', to: paths.admin.blogs.to() }}
      loadingLabel="Loading blog post..."
      loadFailedMessage={BLOG_MESSAGES.loadOne}
      notFound={{ ...BLOG_ADMIN_MESSAGES.notFound, redirectTo: paths.admin.blogs.to() }}
    >
      {children}
    </EditRecordLoader>
  )
}
