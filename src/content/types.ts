/**
 * Domain entity shapes, in camelCase; the mappings in each feature's model/ turn rows into them.
 *
 * They live beside the static content because that content is typed by them and
 * `content` sits below `features` in the import flow; the features use them too.
 * Database rows (snake_case) are declared in src/lib/database.types.ts and mapped
 * to these in one place per entity (features/<feature>/model/*-mapping.ts).
 */

export const SERVICE_IDS = ['web-apps', 'saas', 'mobile-apps', 'ai-calling', 'ai-automation'] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value)
}

export type ServiceColor = 'cyan' | 'blue' | 'purple' | 'pink' | 'green'

export interface Service {
  id: ServiceId
  title: string
  description: string
  detailedDescription: string
  /** Local image path under public/. */
  image: string
  features: [string, string, string, string]
  technologies: [string, string, string, string]
  startingPrice: string
  timeline: string
  color: ServiceColor
  route: `/${ServiceId}`
  /** Name of a lucide-react icon, resolved by the UI. */
  icon: 'Globe' | 'Cloud' | 'Smartphone' | 'PhoneCall' | 'Bot'
}

/** A key figure of a project: shown on its portfolio card and case study hero. */
export interface KeyMetric {
  label: string
  value: string
}

export interface DetailedMetric {
  value: string
  label: string
  description: string
}

export interface TechStackEntry {
  category: string
  technologies: string[]
}

export interface ExtendedTestimonial {
  quote: string
  author: string
  position: string
  company: string
}

/**
 * Who sees a project or a post: a draft only admins; a scheduled one everyone from its
 * publishAt on; a published one everyone. Static content has no state: it is published.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

export function isPublicationState(value: unknown): value is PublicationState {
  return typeof value === 'string' && (PUBLICATION_STATES as readonly string[]).includes(value)
}

/** A project's or post's publication and search fields, as stored (all optional for static content). */
export interface Publishable {
  status?: PublicationState
  /** ISO date-time: when a scheduled item goes public, or when a published one went public. */
  publishAt?: string
  /** The page's <title> and social title; empty: computed from the title (see the feature's SEO rule). */
  seoTitle?: string
  /** The meta and social description; empty: computed from the description or excerpt. */
  seoDescription?: string
  /** The social sharing image; empty: the main image. */
  seoImage?: string
}

export interface Project extends Publishable {
  id: string
  slug?: string
  title: string
  description: string
  image?: string
  industry?: string
  client?: string
  clientLogo?: string
  liveUrl?: string
  timeline?: string
  team?: string
  technologies: string[]
  challenge?: string
  solution?: string
  /** Key figures in the order they are shown (cards take the first 2, the case study hero 3). */
  metrics: KeyMetric[]
  detailedMetrics: DetailedMetric[]
  features: string[]
  approach: string[]
  techStack: TechStackEntry[]
  gallery: string[]
  testimonial?: string
  extendedTestimonial?: ExtendedTestimonial
  serviceId: ServiceId
  createdAt?: string
  /** When the stored project last changed (set by the database). */
  updatedAt?: string
}

export interface BlogAuthor {
  name: string
  avatar?: string
  bio?: string
}

export const BLOG_CATEGORIES = [
  'All',
  'Web Development',
  'AI & Machine Learning',
  'Mobile Development',
  'SaaS',
  'Tech Trends',
  'Case Studies',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export interface BlogPost extends Publishable {
  id: string
  slug?: string
  title: string
  excerpt: string
  /** HTML or plain text. */
  content: string
  author: BlogAuthor
  /** ISO date-time. */
  publishedDate: string
  /** A category of BLOG_CATEGORIES for built-in posts; 'General' for database posts. */
  category: string
  featuredImage?: string
  tags: string[]
  readingTime: number
  featured: boolean
  /** When the stored post last changed (set by the database); built-in posts have none. */
  updatedAt?: string
}

export interface Review {
  id: string
  name: string
  role: string
  company: string
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  service: ServiceId
  image: string
}

export interface Office {
  city: 'Dubai' | 'Hong Kong' | 'Bengaluru' | 'Bangkok' | 'Delhi'
  country: string
  address: string
  phone: string
  email: string
  timezone: string
  chatUrl: string
}

export interface SaasPackage {
  name: string
  price: string
  description: string
  features: string[]
  popular: boolean
}

export const INQUIRY_STATUSES = ['new', 'in_progress', 'contacted', 'converted', 'closed'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

export const SERVICE_INTERESTS = [
  'Web Applications',
  'Mobile Apps',
  'SaaS Solutions',
  'AI & Automation',
  'E-commerce',
  'Custom Software',
  'UI/UX Design',
  'Digital Transformation',
] as const
/** What the quick form sends as service_interest. */
export const QUICK_FORM_SERVICE_INTEREST = 'General Inquiry'

export const BUDGET_RANGES = [
  '$5,000 - $15,000',
  '$15,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000 - $250,000',
  '$250,000+',
] as const

export const PROJECT_TIMELINES = [
  'ASAP (Rush)',
  '1-2 months',
  '3-6 months',
  '6-12 months',
  '12+ months',
  'Just exploring',
] as const
/** What the quick form sends as budget_range and project_timeline. */
export const TO_BE_DISCUSSED = 'To be discussed'

export const SOURCE_PAGES = ['contact', 'home-detailed', 'home-simple'] as const
export type SourcePage = (typeof SOURCE_PAGES)[number]

/** The payload both inquiry forms send. */
export interface InquiryPayload {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  service_interest: string
  budget_range: string
  project_timeline: string
  message: string
  source_page: SourcePage
}

/**
 * How an inquiry was screened on arrival: clear (the inbox), held for review (it came past a
 * flood threshold) or spam (bot signals).
 */
export const INQUIRY_SCREENINGS = ['clear', 'held', 'spam'] as const
export type InquiryScreening = (typeof INQUIRY_SCREENINGS)[number]

/** One visit of the visitor who sent an inquiry, as lead attribution recorded it. */
export interface InquiryTouch {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  utmTerm: string | null
  utmContent: string | null
  gclid: string | null
  gbraid: string | null
  wbraid: string | null
  fbclid: string | null
  msclkid: string | null
  liFatId: string | null
  /** Origin and path of the referring site. */
  referrer: string | null
  landingPath: string | null
  at: string | null
}

/**
 * The consent a visitor had given on the site when they sent an inquiry (Consent Mode v2
 * types: true is granted), the consent banner's version and when they chose.
 */
export interface InquiryConsent {
  version: string
  decidedAt: string
  adStorage: boolean
  adUserData: boolean
  adPersonalization: boolean
  analyticsStorage: boolean
  /** The browser sent Global Privacy Control. */
  gpc: boolean
}

export interface Inquiry {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  serviceInterest: string
  budgetRange: string
  projectTimeline: string
  message: string
  sourcePage: string
  status: string
  createdAt: string | null
  deletedAt: string | null
  screening: InquiryScreening
  /** Which rule held it or marked it spam ('admin' when an admin did); null when clear. */
  screeningReason: string | null
  /** Derived from the last touch by the database: e.g. google, newsletter, (direct). */
  leadSource: string
  leadMedium: string
  /** The first visit, and the last one from a campaign, an ad or another site. */
  firstTouch: InquiryTouch | null
  lastTouch: InquiryTouch | null
  /** The salesperson whose referral page the visitor opened. */
  salesperson: { name: string; displayName: string | null } | null
  /** Null when the inquiry came without one (older pages, direct API calls): not given. */
  consent: InquiryConsent | null
  // team-ui: the sales member the lead belongs to; null (or absent) when unassigned.
  owner?: InquiryOwner | null
  // team-ui: what whoever follows the lead up wants to remember (plain text, never sent).
  notes?: string
}

// team-ui: a lead's owner; `active` false once the member is deactivated (until reassigned).
export interface InquiryOwner {
  id: string
  name: string | null
  active: boolean
}

export interface SalespersonLink {
  id: string
  salespersonName: string
  displayName: string
  email: string
  services: ServiceId[]
  isActive: boolean
  createdAt: string
}
