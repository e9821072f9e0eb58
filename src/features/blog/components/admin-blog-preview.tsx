import { paths } from '@/config/paths'
import { EditRecordLoader } from '@/components/admin/edit-record-loader'
import { PreviewBanner } from '@/components/admin/preview-banner'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useAdminBlog } from '../api/admin-blog-queries'
import { BLOG_MESSAGES } from '../api/blogs'
import { BLOG_NOT_FOUND } from './admin-blog-form'
import { BlogPostView } from './blog-post-view'

/** /admin/blogs/preview/{id}: a draft or scheduled post as its page will look. */
export function AdminBlogPreview({ id }: { id: string }) {
  useDocumentMeta('Preview Blog Post | Admin')
  const post = useAdminBlog(id)
  useErrorToast(post.isError, `blog-load-${id}`, BLOG_MESSAGES.loadOne)
  return (
    <EditRecordLoader
      query={post}
      title="Preview"
      back={{ label: 'Back to Blogs', to: paths.admin.blogs.to() }}
      loadingLabel="Loading blog post..."
      loadFailedMessage={BLOG_MESSAGES.loadOne}
      notFound={{ ...BLOG_NOT_FOUND, redirectTo: paths.admin.blogs.to() }}
    >
      {(record) => (
        <div>
          <PreviewBanner item={record} noun="post" editTo={paths.admin.blogEdit.to(record.id)} />
          <div className="overflow-hidden rounded-lg border border-line">
            <BlogPostView post={record} related={[]} />
          </div>
        </div>
      )}
    </EditRecordLoader>
  )
}
