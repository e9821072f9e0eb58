import { createDataTools } from '@/features/data-tools/api/data-tools'
import { countBlogs, listBlogs, saveBlog, upsertBlog } from '@/features/blog/api/blogs'
import { blogKeys } from '@/features/blog/api/keys'
import { projectKeys } from '@/lib/projects/project-keys'
import { countProjects, listProjects, upsertProject } from '@/lib/projects/projects'

/** The data tools over the portfolio and blog tables: the app composes the three features. */
export const dataTools = createDataTools({
  countProjects,
  countBlogs,
  listProjects,
  listBlogs,
  upsertProject,
  upsertBlog,
  saveBlog,
  queryKeys: [projectKeys.all, blogKeys.all],
})
