import { joinSlug } from '@/lib/slug'
import type { Project } from '@/content/types'

/** Title, industry and the first two technologies, joined with hyphens. */
export function generateProjectSlug(project: Pick<Project, 'title' | 'industry' | 'technologies'>): string {
  return joinSlug([project.title, project.industry, ...project.technologies.slice(0, 2)])
}
