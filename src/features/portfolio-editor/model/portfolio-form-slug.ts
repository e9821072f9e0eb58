import { generateProjectSlug } from '@/lib/projects/project-slug'
import type { FormMode } from '@/lib/admin-forms/form-mode'

export interface PortfolioSlugSource {
  title: string
  client: string
  industry: string
  technologies: readonly string[]
  slug: string
}

/**
 * In create mode the slug is locked and generated once title,
 * client, industry and at least one technology exist (recomputed on every change, empty
 * before); in edit mode the admin edits it. An empty slug is generated on save by the service.
 */
export function isSlugLocked(mode: FormMode): boolean {
  return mode === 'create'
}

export function canGenerateProjectSlug(values: Omit<PortfolioSlugSource, 'slug'>): boolean {
  return (
    values.title.trim() !== '' &&
    values.client.trim() !== '' &&
    values.industry.trim() !== '' &&
    values.technologies.some((t) => t.trim() !== '')
  )
}

/** The slug the form shows and saves. */
export function portfolioFormSlug(mode: FormMode, values: PortfolioSlugSource): string {
  if (!isSlugLocked(mode)) return values.slug.trim()
  if (!canGenerateProjectSlug(values)) return ''
  return generateProjectSlug({
    title: values.title,
    industry: values.industry,
    technologies: values.technologies.filter((t) => t.trim() !== ''),
  })
}
