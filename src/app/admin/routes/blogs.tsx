import { AdminBlogList } from '@/features/blog/components/admin-blog-list'

export function AdminBlogsRoute() {
  return <AdminBlogList />
}
