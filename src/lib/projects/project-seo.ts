import { paths } from '@/config/paths'
import type { Project } from '@/content/types'
import type { Head, SiteIdentity } from '@/lib/head/head'
import { articleHead, caseStudyJsonLd } from '@/lib/head/structured-data'
import { withSeoOverrides, type EffectiveSeo } from '@/lib/seo'
import { caseStudyDescription, caseStudyTitle } from './case-study-meta'
import { caseStudySlugOrId, PROJECT_DISPLAY_DEFAULTS } from './project-display'

type SeoSource = Pick<Project, 'title' | 'description' | 'technologies' | 'client' | 'industry' | 'image' | 'seoTitle' | 'seoDescription' | 'seoImage'>

/**
 * The effective search and social fields of a case study: each field the admin filled in wins;
 * an empty one is computed as it always was (title | Case Study | brand; the description from
 * the project's description, technologies, client and industry; the project's image).
 */
export function projectSeo(project: SeoSource, brand: string): EffectiveSeo {
  return withSeoOverrides(project, {
    title: caseStudyTitle(project, brand),
    description: caseStudyDescription(project),
    image: project.image,
  })
}

/**
 * The case study's head: its effective title, description and image (projectSeo) in the tags,
 * the link previews and the Article data; first published when it went public.
 */
export function caseStudyHead(site: SiteIdentity, project: Project): Head {
  const seo = projectSeo(project, site.name)
  const about = project.client?.trim() || PROJECT_DISPLAY_DEFAULTS.client
  const keywords = project.technologies.filter(Boolean)
  return articleHead(
    site,
    {
      title: seo.title,
      headline: project.title,
      description: seo.description,
      path: paths.caseStudy.to(caseStudySlugOrId(project)),
      image: seo.image || PROJECT_DISPLAY_DEFAULTS.image,
      datePublished: project.publishAt ?? project.createdAt,
      dateModified: project.updatedAt,
      parent: { name: 'Portfolio', path: paths.portfolio.to() },
    },
    (site, facts) => caseStudyJsonLd(site, { ...facts, about, keywords }),
  )
}
