import { PreviewBanner } from '@/components/admin/preview-banner'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { BlogPostView } from './blog-post-view'
import { BlogRecordLoader } from './blog-record-loader'

/** /admin/blogs/preview/{id}: a draft or scheduled post as its page will look. */
export function AdminBlogPreview({ id }: { id: string }) {
  useDocumentMeta('Preview Blog Post | Admin')
  return (
    <BlogRecordLoader id={id} title="Preview">
      {(record) => (
        <div>
          <PreviewBanner item={record} noun="post" editTo={paths.admin.blogEdit.to(record.id)} />
          <div className="overflow-hidden rounded-lg border border-line">
            <BlogPostView post={record} related={[]} />
          </div>
        </div>
      )}
    </BlogRecordLoader>
  )
}
