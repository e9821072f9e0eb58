import { z } from '@/lib/zod'
import { isServiceId, type DetailedMetric, type KeyMetric, type Project, type Publishable, type ServiceId, type TechStackEntry } from '@/content/types'
import { toDateTimeInputValue } from '@/lib/admin-forms/publication'
import { seoFieldsSchema, type SeoFormValues } from '@/lib/admin-forms/seo-fields'
import { cleanList } from '@/lib/admin-forms/list-items'
import { INVALID_URL_MESSAGE, isUrlOrSitePath, REQUIRED_FIELD_MESSAGE } from '@/lib/admin-forms/form-messages'
import { cleanKeyMetrics, isCompleteMetric } from './portfolio-form-metrics'
import { portfolioFormSlug } from './portfolio-form-slug'
import { cleanTechStack } from './portfolio-form-tech-stack'
import { SLUG_FORMAT_MESSAGE, isValidSlug } from '@/lib/slug'
import type { FormMode } from '@/lib/admin-forms/form-mode'
import { TESTIMONIAL_QUOTE_MESSAGE } from './portfolio-admin-messages'

/**
 * Everything the portfolio form edits: every field of Project, its
 * search fields, and the time Schedule publishes it at (datetime-local, the admin's clock).
 */
export interface PortfolioFormValues extends SeoFormValues {
  title: string
  slug: string
  client: string
  description: string
  serviceId: ServiceId | ''
  industry: string
  timeline: string
  team: string
  image: string
  liveUrl: string
  clientLogo: string
  technologies: string[]
  techStack: TechStackEntry[]
  metrics: KeyMetric[]
  detailedMetrics: DetailedMetric[]
  gallery: string[]
  challenge: string
  solution: string
  approach: string[]
  features: string[]
  testimonial: string
  testimonialQuote: string
  testimonialAuthor: string
  testimonialPosition: string
  testimonialCompany: string
  publishAt: string
}

export const EMPTY_PORTFOLIO_FORM: PortfolioFormValues = {
  title: '',
  slug: '',
  client: '',
  description: '',
  serviceId: '',
  industry: '',
  timeline: '',
  team: '',
  image: '',
  liveUrl: '',
  clientLogo: '',
  technologies: [],
  techStack: [],
  metrics: [],
  detailedMetrics: [],
  gallery: [],
  challenge: '',
  solution: '',
  approach: [],
  features: [],
  testimonial: '',
  testimonialQuote: '',
  testimonialAuthor: '',
  testimonialPosition: '',
  testimonialCompany: '',
  publishAt: '',
  seoTitle: '',
  seoDescription: '',
  seoImage: '',
}

export function toPortfolioFormValues(project: Project): PortfolioFormValues {
  return {
    title: project.title,
    slug: project.slug ?? '',
    client: project.client ?? '',
    description: project.description,
    serviceId: isServiceId(project.serviceId) ? project.serviceId : '',
    industry: project.industry ?? '',
    timeline: project.timeline ?? '',
    team: project.team ?? '',
    image: project.image ?? '',
    liveUrl: project.liveUrl ?? '',
    clientLogo: project.clientLogo ?? '',
    technologies: cleanList(project.technologies),
    techStack: cleanTechStack(project.techStack),
    metrics: project.metrics.map((metric) => ({ ...metric })),
    detailedMetrics: project.detailedMetrics,
    gallery: cleanList(project.gallery),
    challenge: project.challenge ?? '',
    solution: project.solution ?? '',
    approach: cleanList(project.approach),
    features: cleanList(project.features),
    testimonial: project.testimonial ?? '',
    testimonialQuote: project.extendedTestimonial?.quote ?? '',
    testimonialAuthor: project.extendedTestimonial?.author ?? '',
    testimonialPosition: project.extendedTestimonial?.position ?? '',
    testimonialCompany: project.extendedTestimonial?.company ?? '',
    publishAt: project.status === 'scheduled' ? toDateTimeInputValue(project.publishAt) : '',
    seoTitle: project.seoTitle ?? '',
    seoDescription: project.seoDescription ?? '',
    seoImage: project.seoImage ?? '',
  }
}

const required = z.string().refine((v) => v.trim() !== '', REQUIRED_FIELD_MESSAGE)
const urlField = z.string().refine(isUrlOrSitePath, INVALID_URL_MESSAGE)

/**
 * Submit rules: title, description and service are required, and
 * client is marked required in the form, so it is required too; URL fields hold URLs; an
 * edited slug must be one the database accepts.
 */
export const portfolioFormSchema = z.object({
  title: required,
  slug: z.string().refine(isValidSlug, SLUG_FORMAT_MESSAGE),
  client: required,
  description: required,
  serviceId: z.string().refine((v) => isServiceId(v), REQUIRED_FIELD_MESSAGE),
  industry: z.string(),
  timeline: z.string(),
  team: z.string(),
  image: urlField,
  liveUrl: urlField,
  clientLogo: urlField,
  technologies: z.array(z.string()),
  techStack: z.array(z.object({ category: z.string(), technologies: z.array(z.string()) })),
  metrics: z.array(z.object({ label: z.string(), value: z.string() })),
  detailedMetrics: z.array(z.object({ label: z.string(), value: z.string(), description: z.string() })),
  gallery: z.array(z.string()),
  challenge: z.string(),
  solution: z.string(),
  approach: z.array(z.string()),
  features: z.array(z.string()),
  testimonial: z.string(),
  testimonialQuote: z.string(),
  testimonialAuthor: z.string(),
  testimonialPosition: z.string(),
  testimonialCompany: z.string(),
  publishAt: z.string(),
  ...seoFieldsSchema,
}).superRefine((values, ctx) => {
  // The extended testimonial is kept only with its quote: say so rather than drop the rest.
  const others = [values.testimonialAuthor, values.testimonialPosition, values.testimonialCompany]
  if (values.testimonialQuote.trim() === '' && others.some((v) => v.trim() !== '')) {
    ctx.addIssue({ code: 'custom', path: ['testimonialQuote'], message: TESTIMONIAL_QUOTE_MESSAGE })
  }
})

/** The shape saveProject takes (its ProjectInput): a Project without its database fields. */
export type PortfolioInput = Omit<Project, 'id' | 'createdAt'> & { id?: string }

/**
 * What the form saves: text trimmed, lists cleaned, incomplete metrics dropped, the slug as
 * the mode decides (the service generates one when it is empty), the publication state the
 * pressed button chose. `id` is set in edit mode.
 */
export function toProjectInput(
  values: PortfolioFormValues,
  mode: FormMode,
  id: string | undefined,
  publication: Pick<Publishable, 'status' | 'publishAt'>,
): PortfolioInput {
  const text = (v: string) => v.trim()
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim())
  const technologies = cleanList(values.technologies)
  const quote = values.testimonialQuote.trim()
  if (!isServiceId(values.serviceId)) throw new Error('toProjectInput needs a validated service')
  return {
    ...(mode === 'edit' && id ? { id } : {}),
    title: text(values.title),
    slug: optional(portfolioFormSlug(mode, { ...values, technologies })),
    client: optional(values.client),
    description: text(values.description),
    serviceId: values.serviceId,
    industry: optional(values.industry),
    timeline: optional(values.timeline),
    team: optional(values.team),
    image: optional(values.image),
    liveUrl: optional(values.liveUrl),
    clientLogo: optional(values.clientLogo),
    technologies,
    techStack: cleanTechStack(values.techStack),
    metrics: cleanKeyMetrics(values.metrics),
    detailedMetrics: values.detailedMetrics
      .map((m) => ({ label: m.label.trim(), value: m.value.trim(), description: m.description.trim() }))
      .filter(isCompleteMetric),
    gallery: cleanList(values.gallery),
    challenge: optional(values.challenge),
    solution: optional(values.solution),
    approach: cleanList(values.approach),
    features: cleanList(values.features),
    testimonial: optional(values.testimonial),
    extendedTestimonial: quote
      ? {
          quote,
          author: text(values.testimonialAuthor),
          position: text(values.testimonialPosition),
          company: text(values.testimonialCompany),
        }
      : undefined,
    status: publication.status,
    publishAt: publication.publishAt,
    // Always sent, empty included: clearing a field brings its default back.
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    seoImage: text(values.seoImage),
  }
}
