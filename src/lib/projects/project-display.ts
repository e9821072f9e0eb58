import type { DetailedMetric, KeyMetric, Project, TechStackEntry } from '@/content/types'
import { PLACEHOLDER_IMAGE } from '@/content/images'

/** What a page shows for a project field that is missing. */
export const PROJECT_DISPLAY_DEFAULTS = {
  image: PLACEHOLDER_IMAGE,
  industry: 'Technology',
  client: 'Client',
  timeline: '3 months',
  team: '3 developers',
  challenge: 'Challenge details coming soon...',
  solution: 'Solution details coming soon...',
  testimonialAuthor: 'Client Representative',
  testimonialPosition: 'Project Manager',
} as const

export type MetricView = KeyMetric

export interface TestimonialView {
  quote: string
  author: string
  position: string
  company: string
}

/** A project with every display default applied: what the cards and the case study render. */
export interface ProjectView {
  id: string
  slug?: string
  title: string
  description: string
  image: string
  industry: string
  client: string
  clientLogo?: string
  liveUrl?: string
  timeline: string
  team: string
  technologies: string[]
  challenge: string
  solution: string
  metrics: MetricView[]
  detailedMetrics: DetailedMetric[]
  features: string[]
  approach: string[]
  techStack: TechStackEntry[]
  gallery: string[]
  testimonial?: TestimonialView
  serviceId: Project['serviceId']
}

function text(value: string | undefined, fallback: string): string {
  return value != null && value.trim() !== '' ? value : fallback
}

export function toProjectView(project: Project): ProjectView {
  const client = text(project.client, PROJECT_DISPLAY_DEFAULTS.client)
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    description: project.description,
    image: text(project.image, PROJECT_DISPLAY_DEFAULTS.image),
    industry: text(project.industry, PROJECT_DISPLAY_DEFAULTS.industry),
    client,
    clientLogo: project.clientLogo,
    liveUrl: project.liveUrl,
    timeline: text(project.timeline, PROJECT_DISPLAY_DEFAULTS.timeline),
    team: text(project.team, PROJECT_DISPLAY_DEFAULTS.team),
    technologies: project.technologies.filter((t) => t.trim() !== ''),
    challenge: text(project.challenge, PROJECT_DISPLAY_DEFAULTS.challenge),
    solution: text(project.solution, PROJECT_DISPLAY_DEFAULTS.solution),
    metrics: orderedMetrics(project),
    detailedMetrics: project.detailedMetrics.filter((m) => m.value.trim() !== '' || m.label.trim() !== ''),
    features: project.features.filter((f) => f.trim() !== ''),
    approach: project.approach.filter((a) => a.trim() !== ''),
    techStack: project.techStack.filter((e) => e.technologies.length > 0),
    gallery: project.gallery.filter((g) => g.trim() !== ''),
    testimonial: toTestimonialView(project, client),
    serviceId: project.serviceId,
  }
}

/** The metrics in the order the admin entered them (the mapping keeps it). */
export function orderedMetrics(project: Pick<Project, 'metrics'>): MetricView[] {
  return project.metrics.map(({ label, value }) => ({ label, value }))
}

/**
 * The extended testimonial, or the short one when only that exists; author and position fall
 * back to PROJECT_DISPLAY_DEFAULTS, the company to the client.
 */
function toTestimonialView(project: Project, client: string): TestimonialView | undefined {
  const extended = project.extendedTestimonial
  const quote = extended?.quote?.trim() ? extended.quote : project.testimonial
  if (!quote?.trim()) return undefined
  return {
    quote,
    author: text(extended?.author, PROJECT_DISPLAY_DEFAULTS.testimonialAuthor),
    position: text(extended?.position, PROJECT_DISPLAY_DEFAULTS.testimonialPosition),
    company: text(extended?.company, client),
  }
}

/** Cards show the first 2 metrics, the case study hero the first 3. */
export const CARD_METRICS = 2
export const HERO_METRICS = 3

/** Where a project's case study lives: its slug when it has one, else its id. */
export function caseStudySlugOrId(project: Pick<Project, 'id' | 'slug'>): string {
  return project.slug ?? project.id
}
