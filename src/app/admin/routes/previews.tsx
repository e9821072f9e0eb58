import { useParams } from 'react-router-dom'
import { AdminBlogPreview } from '@/features/blog/components/admin-blog-preview'
import { AdminProjectPreview } from '@/app/admin/admin-project-preview'

/** /admin/portfolio/preview/:id */
export function AdminProjectPreviewRoute() {
  const { id = '' } = useParams()
  return <AdminProjectPreview key={id} id={id} />
}

/** /admin/blogs/preview/:id */
export function AdminBlogPreviewRoute() {
  const { id = '' } = useParams()
  return <AdminBlogPreview key={id} id={id} />
}
