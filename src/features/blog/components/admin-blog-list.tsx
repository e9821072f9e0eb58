import { FileText } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import type { BlogPost } from '@/content/types'
import { paths } from '@/config/paths'
import { AddLink } from '@/components/admin/add-link'
import { AdminListCard } from '@/components/admin/admin-list-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { AdminDataList, TruncatedBadges } from '@/components/admin/admin-table'
import { PublicationBadge } from '@/components/admin/publication-badge'
import { PublicationFilterBar, usePublicationFilter } from '@/components/admin/publication-filter'
import { PublishableRowActions } from '@/components/admin/row-actions'
import { useErrorToast } from '@/hooks/use-error-toast'
import { publicationListTitle } from '@/lib/admin-forms/publication'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useDeleteBlog, useAdminBlogs } from '../api/admin-blog-queries'
import { blogAuthorCell, blogDateCell, blogReadingTimeCell } from '../model/blog-form-rules'
import { BLOG_MESSAGES } from '../model/blog-messages'
import { BLOG_ADMIN_MESSAGES, BLOG_DELETE_QUESTION } from '../model/blog-admin-messages'

/** /admin/blogs: every database post, with view, edit and delete. */
export function AdminBlogList() {
  useDocumentMeta('Blog Management | Admin')
  const blogs = useAdminBlogs()
  useErrorToast(blogs.isError, 'blogs-load', BLOG_MESSAGES.loadList)
  const list = blogs.data ?? []
  const { filter, setFilter, shown, counts } = usePublicationFilter(list)

  return (
    <div>
      <AdminPageHeader
        title="Blog Management"
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <AddLink to={paths.admin.blogNew.to()}>Add Blog Post</AddLink>
        }
      />
      {list.length > 0 && <PublicationFilterBar filter={filter} counts={counts} onChange={setFilter} label="Show blog posts by state" />}
      <AdminListCard
        title={publicationListTitle(filter, 'All Blog Posts')}
        query={blogs}
        items={shown}
        loadingLabel="Loading blog posts..."
        errorMessage={BLOG_MESSAGES.loadList}
        empty={{
          icon: <FileText className="size-10" aria-hidden="true" />,
          content: list.length > 0 ? (
            <>
              <p>No blog posts in this state.</p>
              <Button variant="outline" onClick={() => setFilter('all')}>
                Show all blog posts
              </Button>
            </>
          ) : (
            <>
              <p>No blog posts yet.</p>
              <AddLink to={paths.admin.blogNew.to()}>Write your first blog post</AddLink>
            </>
          ),
        }}
      >
        <BlogTable posts={shown} />
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
      onSuccess: () => toast.success(BLOG_ADMIN_MESSAGES.deleted.title, { description: BLOG_ADMIN_MESSAGES.deleted.description(post.title) }),
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
          { header: 'State', cell: (post) => <PublicationBadge item={post} /> },
        ]}
        actions={(post) => (
          <PublishableRowActions
            item={post}
            title={post.title}
            publicHref={paths.blogPost.to(post.id)}
            previewHref={paths.admin.blogPreview.to(post.id)}
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
