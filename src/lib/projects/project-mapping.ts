import type { DetailedMetric, ExtendedTestimonial, KeyMetric, Project, TechStackEntry } from '@/content/types'
import type { Database } from '@/lib/database.types'
import type { PortfolioRow } from '@/lib/database-rows'
import { asString, asStringArray, isRecord, optionalText, toJson } from '@/lib/json'
import { toPublishable, toPublishableColumns } from '@/lib/publishable-mapping'

/** The one place a portfolios row becomes a Project, and back. */
export function toProject(row: PortfolioRow): Project {
  return {
    id: row.id,
    slug: optionalText(row.slug),
    title: row.title,
    description: row.description,
    image: optionalText(row.image),
    industry: optionalText(row.industry),
    client: optionalText(row.client),
    clientLogo: optionalText(row.client_logo),
    liveUrl: optionalText(row.link),
    timeline: optionalText(row.timeline),
    team: optionalText(row.team),
    technologies: row.technologies ?? [],
    challenge: optionalText(row.challenge),
    solution: optionalText(row.solution),
    metrics: toMetrics(row.metrics),
    detailedMetrics: toDetailedMetrics(row.detailed_metrics),
    features: row.features ?? [],
    approach: row.approach ?? [],
    techStack: toTechStack(row.tech_stack),
    gallery: row.gallery ?? [],
    testimonial: optionalText(row.testimonial),
    extendedTestimonial: toExtendedTestimonial(row.extended_testimonial),
    // The database allows only the five services; a hosted database with older rows may not,
    // so the pages still filter with isServiceId (only projects of the five are shown).
    serviceId: row.service_id as Project['serviceId'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...toPublishable(row),
  }
}

type PortfolioInsert = Database['public']['Tables']['portfolios']['Insert']

export function toProjectRow(project: Omit<Project, 'id'> & { id?: string }): PortfolioInsert {
  return {
    ...(project.id ? { id: project.id } : {}),
    slug: optionalText(project.slug) ?? null,
    title: project.title,
    description: project.description,
    image: optionalText(project.image) ?? null,
    industry: optionalText(project.industry) ?? null,
    client: optionalText(project.client) ?? null,
    client_logo: optionalText(project.clientLogo) ?? null,
    link: optionalText(project.liveUrl) ?? null,
    timeline: optionalText(project.timeline) ?? null,
    team: optionalText(project.team) ?? null,
    technologies: project.technologies,
    challenge: optionalText(project.challenge) ?? null,
    solution: optionalText(project.solution) ?? null,
    // [label, value] pairs: a jsonb object would lose the order the admin gave them.
    metrics: toJson(project.metrics.map((metric) => [metric.label, metric.value])),
    detailed_metrics: toJson(project.detailedMetrics),
    features: project.features,
    approach: project.approach,
    tech_stack: toJson(project.techStack),
    gallery: project.gallery,
    testimonial: optionalText(project.testimonial) ?? null,
    extended_testimonial: project.extendedTestimonial ? toJson(project.extendedTestimonial) : null,
    service_id: project.serviceId,
    ...(project.createdAt ? { created_at: project.createdAt } : {}),
    ...toPublishableColumns(project),
  }
}

/**
 * Metrics as stored: [label, value] pairs in order, or an object from older rows. A label
 * names one figure: a later pair with the same label replaces its value in place.
 */
function toMetrics(value: unknown): KeyMetric[] {
  const pairs: unknown[][] = Array.isArray(value)
    ? value.filter(Array.isArray)
    : isRecord(value)
      ? Object.entries(value)
      : []
  const metrics: KeyMetric[] = []
  for (const [k, v] of pairs) {
    const label = asString(k)
    const text = asString(v)
    if (label === undefined || text === undefined) continue
    const same = metrics.find((metric) => metric.label === label)
    if (same) same.value = text
    else metrics.push({ label, value: text })
  }
  return metrics
}

function toDetailedMetrics(value: unknown): DetailedMetric[] {
  if (!Array.isArray(value)) return []
  return value.filter(isRecord).map((m) => ({
    value: asString(m.value) ?? '',
    label: asString(m.label) ?? '',
    description: asString(m.description) ?? '',
  }))
}

function toTechStack(value: unknown): TechStackEntry[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isRecord)
    .map((e) => ({ category: asString(e.category) ?? '', technologies: asStringArray(e.technologies) }))
    .filter((e) => e.category !== '')
}

function toExtendedTestimonial(value: unknown): ExtendedTestimonial | undefined {
  if (!isRecord(value)) return undefined
  const quote = asString(value.quote)
  if (!quote) return undefined
  return {
    quote,
    author: asString(value.author) ?? '',
    position: asString(value.position) ?? '',
    company: asString(value.company) ?? '',
  }
}
