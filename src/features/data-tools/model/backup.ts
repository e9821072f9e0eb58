import { format } from 'date-fns'
import { z } from '@/lib/zod'
import { PUBLICATION_STATES, SERVICE_IDS, type BlogPost, type Project } from '@/content/types'
import { isUuid } from '@/lib/errors'

/** A backup is a timestamp, the projects and blogs, and version 1.0. */
export const BACKUP_VERSION = '1.0'
/** The history keeps the 5 most recent backups (browser storage is small). */
export const BACKUP_HISTORY_LIMIT = 5
/** A backup file larger than this is refused before it is read. */
export const MAX_BACKUP_FILE_BYTES = 10 * 1024 * 1024

export interface Backup {
  timestamp: string
  projects: Project[]
  blogs: BlogPost[]
  version: typeof BACKUP_VERSION
}

export function createBackup(projects: readonly Project[], blogs: readonly BlogPost[], now: Date = new Date()): Backup {
  return { timestamp: now.toISOString(), projects: [...projects], blogs: [...blogs], version: BACKUP_VERSION }
}

/** The newest backup first; one with the same timestamp is replaced; at most five are kept. */
export function addToHistory(history: readonly Backup[], backup: Backup): Backup[] {
  return [backup, ...history.filter((b) => b.timestamp !== backup.timestamp)].slice(0, BACKUP_HISTORY_LIMIT)
}

const id = z.string().refine(isUuid, 'must be a uuid')
const filled = z.string().trim().min(1, 'must not be empty')
const optionalText = z.string().optional()
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')
/** Publication and search fields; backups made before they existed have none (restored as published). */
const publishable = {
  status: z.enum(PUBLICATION_STATES).optional(),
  publishAt: isoDate.optional(),
  seoTitle: optionalText,
  seoDescription: optionalText,
  seoImage: optionalText,
}

const keyMetric = z.object({ label: z.string(), value: z.string() })
/**
 * Key metrics in their order; backups made before metrics were a list hold a label-to-value
 * object, restored in the order its keys were written.
 */
const keyMetrics = z.union([
  z.array(keyMetric),
  z.record(z.string(), z.string()).transform((record) => Object.entries(record).map(([label, value]) => ({ label, value }))),
])

const projectSchema = z.object({
  id,
  slug: optionalText,
  title: filled,
  description: filled,
  image: optionalText,
  industry: optionalText,
  client: optionalText,
  clientLogo: optionalText,
  liveUrl: optionalText,
  timeline: optionalText,
  team: optionalText,
  technologies: z.array(z.string()),
  challenge: optionalText,
  solution: optionalText,
  metrics: keyMetrics,
  detailedMetrics: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
  features: z.array(z.string()),
  approach: z.array(z.string()),
  techStack: z.array(z.object({ category: z.string(), technologies: z.array(z.string()) })),
  gallery: z.array(z.string()),
  testimonial: optionalText,
  extendedTestimonial: z
    .object({ quote: z.string(), author: z.string(), position: z.string(), company: z.string() })
    .optional(),
  serviceId: z.enum(SERVICE_IDS),
  createdAt: isoDate.optional(),
  ...publishable,
}) satisfies z.ZodType<Project>

const blogSchema = z.object({
  id,
  slug: optionalText,
  title: filled,
  excerpt: z.string(),
  content: filled,
  author: z.object({ name: filled, avatar: optionalText, bio: optionalText }),
  publishedDate: isoDate,
  category: z.string(),
  featuredImage: optionalText,
  tags: z.array(z.string()),
  readingTime: z.number().int().positive(),
  featured: z.boolean().default(false),
  ...publishable,
}) satisfies z.ZodType<BlogPost, unknown>

function uniqueBy<T>(items: readonly T[], key: (item: T) => string | undefined) {
  const seen = new Set<string>()
  return items.every((item) => {
    const value = key(item)
    if (value === undefined) return true
    if (seen.has(value)) return false
    seen.add(value)
    return true
  })
}

const backupSchema = z
  .object({
    timestamp: isoDate,
    version: z.literal(BACKUP_VERSION, { error: `must be "${BACKUP_VERSION}"` }),
    projects: z.array(projectSchema),
    blogs: z.array(blogSchema),
  })
  .refine((b) => uniqueBy(b.projects, (p) => p.id), { message: 'two projects share an id', path: ['projects'] })
  .refine((b) => uniqueBy(b.blogs, (p) => p.id), { message: 'two blog posts share an id', path: ['blogs'] })
  .refine((b) => uniqueBy(b.projects, (p) => p.slug?.toLowerCase()), { message: 'two projects share a slug', path: ['projects'] })
  .refine((b) => uniqueBy(b.blogs, (p) => p.slug?.toLowerCase()), { message: 'two blog posts share a slug', path: ['blogs'] })

export type BackupParse = { ok: true; backup: Backup } | { ok: false; reason: string }

function describePath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part + 1}]` : `.${String(part)}`)).join('').replace(/^\./, '')
}

/** A backup read back from anywhere (a file, localStorage): checked field by field. */
export function validateBackup(value: unknown): BackupParse {
  const result = backupSchema.safeParse(value)
  if (result.success) return { ok: true, backup: result.data as Backup }
  const details = result.error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${describePath(issue.path)} ${issue.message}` : issue.message))
  return { ok: false, reason: `The file is not a valid backup: ${details.join('; ')}.` }
}

/** A backup file's text: JSON first, then the backup's shape. */
export function parseBackupFile(text: string): BackupParse {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'The file is not valid JSON.' }
  }
  return validateBackup(value)
}

/** The stored history; entries that no longer read as backups are skipped. */
export function parseBackupHistory(text: string | null): Backup[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    return value.flatMap((entry) => {
      const parsed = validateBackup(entry)
      return parsed.ok ? [parsed.backup] : []
    })
  } catch {
    return []
  }
}

export function serialiseBackup(backup: Backup): string {
  return JSON.stringify(backup, null, 2)
}

export function backupFileName(backup: Pick<Backup, 'timestamp'>): string {
  return `agency-backup-${format(new Date(backup.timestamp), 'yyyy-MM-dd-HHmmss')}.json`
}
