import type { Project } from '@/content/types'
import { caseStudyDescription, caseStudyTitle } from './case-study-meta'

/** What a case study's head says: its <title>, meta description and social image. */
export interface ProjectSeo {
  title: string
  description: string
  /** Undefined when the project has no image at all. */
  image: string | undefined
}

type SeoSource = Pick<Project, 'title' | 'description' | 'technologies' | 'client' | 'industry' | 'image' | 'seoTitle' | 'seoDescription' | 'seoImage'>

/**
 * The effective search and social fields of a case study: each field the admin filled in wins;
 * an empty one is computed as it always was (title | Case Study | brand; the description from
 * the project's description, technologies, client and industry; the project's image).
 */
export function projectSeo(project: SeoSource, brand: string): ProjectSeo {
  return {
    title: project.seoTitle?.trim() || caseStudyTitle(project, brand),
    description: project.seoDescription?.trim() || caseStudyDescription(project),
    image: project.seoImage?.trim() || project.image?.trim() || undefined,
  }
}
