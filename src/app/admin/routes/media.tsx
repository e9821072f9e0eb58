import { paths } from '@/config/paths'
import { useAdminBlogs } from '@/features/blog/api/admin-blog-queries'
import { blogImageFields } from '@/features/blog/model/blog-media-fields'
import { MediaLibrary } from '@/features/media/components/media-library'
import type { MediaReferenceSource } from '@/lib/media/media-library'
import { useAdminProjects } from '@/features/portfolio-editor/api/admin-project-queries'
import { projectImageFields } from '@/features/portfolio-editor/model/project-media-fields'

/** /admin/media: the library, told which projects and posts use which image. */
export function AdminMediaRoute() {
  const projects = useAdminProjects()
  const blogs = useAdminBlogs()
  const sources: MediaReferenceSource[] = [
    ...(projects.data ?? []).map((project) => ({
      key: `project-${project.id}`,
      kind: 'Project',
      title: project.title,
      editTo: paths.admin.portfolioEdit.to(project.id),
      fields: projectImageFields(project),
    })),
    ...(blogs.data ?? []).map((post) => ({
      key: `post-${post.id}`,
      kind: 'Blog post',
      title: post.title,
      editTo: paths.admin.blogEdit.to(post.id),
      fields: blogImageFields(post),
    })),
  ]
  // Until both are read (successfully), no image counts as unused: nothing in use gets deleted.
  const sourcesState = projects.isError || blogs.isError ? 'failed' : projects.isSuccess && blogs.isSuccess ? 'ready' : 'loading'
  return <MediaLibrary sources={sources} sourcesState={sourcesState} />
}
