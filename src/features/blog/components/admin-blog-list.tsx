import { useQuery } from '@tanstack/react-query'
import { FileText, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import type { BlogPost } from '@/content/types'
import { paths } from '@/config/paths'
import { AdminListCard } from '@/features/admin-forms/components/admin-list-card'
import { AdminPageHeader } from '@/features/admin-forms/components/admin-page-header'
import { AdminDataList, TruncatedBadges } from '@/features/admin-forms/components/admin-table'
import { RowActions } from '@/features/admin-forms/components/row-actions'
import { errorMessage, useErrorToast } from '@/features/admin-forms/components/use-error-toast'
import { ERROR_TOAST_TITLE } from '@/features/admin-forms/model/form-messages'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { adminBlogsQuery, useDeleteBlog } from '../api/admin-blog-queries'
import { BLOG_MESSAGES } from '../api/blogs'
import { blogAuthorCell, blogDateCell, blogReadingTimeCell } from '../model/blog-form-rules'

export const BLOG_DELETE_QUESTION = 'Are you sure you want to delete this blog post?'

/** /admin/blogs: every database post, with view, edit and delete (spec, admin section 2). */
export function AdminBlogList() {
  useDocumentMeta('Blog Management | Admin')
  const blogs = useQuery(adminBlogsQuery())
  useErrorToast(blogs.isError, 'blogs-load', BLOG_MESSAGES.loadList)
  const list = blogs.data ?? []

  return (
    <div>
      <AdminPageHeader
        title="Blog Management"
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <Button asChild variant="gradient">
            <Link to={paths.admin.blogNew.to()}>
              <Plus aria-hidden="true" />
              Add Blog Post
            </Link>
          </Button>
        }
      />
      <AdminListCard
        title="All Blog Posts"
        query={blogs}
        items={list}
        loadingLabel="Loading blog posts..."
        errorMessage={BLOG_MESSAGES.loadList}
        empty={{
          icon: <FileText className="size-10" aria-hidden="true" />,
          content: (
            <>
              <p>No blog posts yet.</p>
              <Button asChild variant="gradient">
                <Link to={paths.admin.blogNew.to()}>
                  <Plus aria-hidden="true" />
                  Write your first blog post
                </Link>
              </Button>
            </>
          ),
        }}
      >
        <BlogTable posts={list} />
      </AdminListCard>
    </div>
  )
}

function BlogTable({ posts }: { posts: BlogPost[] }) {
  const [toDelete, setToDelete] = useState<BlogPost | null>(null)
  const deletion = useDeleteBlog()

  function confirmDelete() {
    const post = toDelete
    if (!post) return
    deletion.mutate(post.id, {
      onSuccess: () => toast.success('Blog post deleted', { description: `"${post.title}" has been deleted.` }),
      onError: (error) => toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, BLOG_MESSAGES.delete) }),
    })
  }

  return (
    <>
      <AdminDataList
        caption="All blog posts"
        items={posts}
        rowKey={(post) => post.id}
        title={{ header: 'Title', cell: (post) => post.title }}
        columns={[
          { header: 'Author', cell: blogAuthorCell },
          { header: 'Date', cell: blogDateCell, className: 'whitespace-nowrap' },
          { header: 'Reading Time', cell: blogReadingTimeCell, className: 'whitespace-nowrap' },
          { header: 'Tags', cell: (post) => <TruncatedBadges items={post.tags} max={2} empty="No tags" /> },
        ]}
        actions={(post) => (
          <RowActions
            title={post.title}
            viewHref={paths.blogPost.to(post.id)}
            editTo={paths.admin.blogEdit.to(post.id)}
            onDelete={() => setToDelete(post)}
            deleting={deletion.isPending && deletion.variables === post.id}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={BLOG_DELETE_QUESTION}
        description={toDelete ? `"${toDelete.title}" will be removed from the blog.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </>
  )
}
