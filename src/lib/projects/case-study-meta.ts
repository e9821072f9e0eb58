import type { Project } from '@/content/types'
import { leadWithTail } from '@/lib/truncate-text'
import { PROJECT_DISPLAY_DEFAULTS } from './project-display'

/** Page title: project title, Case Study, brand. */
export function caseStudyTitle(project: Pick<Project, 'title'>, brand: string): string {
  return `${project.title} | Case Study | ${brand}`
}

/** The page description is built from the description, technologies, client and industry. */
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
