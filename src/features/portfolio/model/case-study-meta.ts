import { paths } from '@/config/paths'
import type { Project } from '@/content/types'
import type { Head, SiteIdentity } from '@/lib/head/head'
import { articleHead, caseStudyJsonLd } from '@/lib/head/structured-data'
import { leadWithTail } from '@/lib/truncate-text'
import { caseStudySlugOrId, PROJECT_DISPLAY_DEFAULTS } from './project-display'

/** Spec: "Page title: project title, Case Study, brand." */
export function caseStudyTitle(project: Pick<Project, 'title'>, brand: string): string {
  return `${project.title} | Case Study | ${brand}`
}

/** Spec: the page description is built from the description, technologies, client and industry. */
export function caseStudyDescription(
  project: Pick<Project, 'description' | 'technologies' | 'client' | 'industry'>,
): string {
  const client = project.client?.trim() || PROJECT_DISPLAY_DEFAULTS.client
  const industry = project.industry?.trim() || PROJECT_DISPLAY_DEFAULTS.industry
  const technologies = project.technologies.filter(Boolean).slice(0, 4)
  // "Client: Urban Threads Co." ends its own sentence: no second full stop.
  const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)
  const facts = [
    technologies.length > 0 ? `Built with ${technologies.join(', ')}.` : '',
    `${sentence(`Client: ${client}`)} ${sentence(`Industry: ${industry}`)}`,
  ]
  return leadWithTail(project.description, facts.filter(Boolean).join(' '))
}

/** The case study's head: title, description, its image as the preview, Article and trail. */
export function caseStudyHead(site: SiteIdentity, project: Project): Head {
  const about = project.client?.trim() || PROJECT_DISPLAY_DEFAULTS.client
  const keywords = project.technologies.filter(Boolean)
  return articleHead(
    site,
    {
      title: caseStudyTitle(project, site.name),
      headline: project.title,
      description: caseStudyDescription(project),
      path: paths.caseStudy.to(caseStudySlugOrId(project)),
      image: project.image || PROJECT_DISPLAY_DEFAULTS.image,
      datePublished: project.createdAt,
      dateModified: project.updatedAt,
      parent: { name: 'Portfolio', path: paths.portfolio.to() },
    },
    (site, facts) => caseStudyJsonLd(site, { ...facts, about, keywords }),
  )
}
