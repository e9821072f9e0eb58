import { useParams } from 'react-router-dom'
import { AdminBlogForm } from '@/features/blog/components/admin-blog-form'

/** Create mode without :id, edit mode with it. */
export function AdminBlogFormRoute() {
  const { id } = useParams()
  return <AdminBlogForm key={id ?? 'new'} id={id} />
}
