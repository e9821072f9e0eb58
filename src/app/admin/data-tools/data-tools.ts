import { createDataTools } from '@/features/data-tools/api/data-tools'
import { countBlogs, listBlogs, saveBlog, upsertBlog } from '@/features/blog/api/blogs'
import { blogKeys } from '@/features/blog/api/keys'
import { projectKeys } from '@/features/portfolio/api/keys'
import { countProjects, listProjects, upsertProject } from '@/features/portfolio/api/projects'

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
