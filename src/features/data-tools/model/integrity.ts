import { isServiceId } from '@/content/types'
import { isRecord } from '@/lib/json'
import { VALIDATION_PROCESS_FAILED } from './data-tool-messages'

/** The result of Validate Data. */
export interface IntegrityResult {
  isValid: boolean
  issues: string[]
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isFilled = (value: unknown) => isText(value) && value.trim() !== ''
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isFilled)

const isMetricValue = (value: unknown) => isText(value) || typeof value === 'number'

/** Metrics as stored: [label, value] pairs in order, or (older rows) a label-to-value object. */
function isWellFormedMetrics(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.every((pair) => Array.isArray(pair) && pair.length === 2 && isFilled(pair[0]) && isMetricValue(pair[1]))
  }
  return isRecord(value) && Object.values(value).every(isMetricValue)
}

/** How an issue names a row: its title when it has one, else its id. */
function rowName(kind: 'Project' | 'Blog post', row: Record<string, unknown>): string {
  if (isFilled(row.title)) return `${kind} "${String(row.title).trim()}"`
  return `${kind} ${isText(row.id) ? row.id : '(no id)'}`
}

/** Slugs held by more than one row (case-insensitively, as URLs are read). */
function duplicateSlugIssues(kind: 'Project' | 'Blog post', rows: readonly Record<string, unknown>[]): string[] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    if (!isFilled(row.slug)) continue
    const slug = String(row.slug).trim().toLowerCase()
    counts.set(slug, (counts.get(slug) ?? 0) + 1)
  }
  return [...counts].filter(([, n]) => n > 1).map(([slug, n]) => `${kind} slug "${slug}" is used ${n} times`)
}

function projectIssues(row: Record<string, unknown>): string[] {
  const name = rowName('Project', row)
  const issues: string[] = []
  if (!isFilled(row.title)) issues.push(`${name} has no title`)
  if (!isFilled(row.description)) issues.push(`${name} has no description`)
  if (!isServiceId(row.service_id)) issues.push(`${name} has an unknown service id "${String(row.service_id ?? '')}"`)
  for (const list of ['technologies', 'features', 'approach', 'gallery'] as const) {
    if (!isTextList(row[list])) issues.push(`${name} has a malformed ${list} list`)
  }
  if (!isWellFormedMetrics(row.metrics)) issues.push(`${name} has malformed metrics`)
  const detailed = row.detailed_metrics
  if (!Array.isArray(detailed) || !detailed.every((m) => isRecord(m) && isFilled(m.label) && isFilled(m.value) && isFilled(m.description))) {
    issues.push(`${name} has a malformed detailed metrics list`)
  }
  const stack = row.tech_stack
  if (!Array.isArray(stack) || !stack.every((e) => isRecord(e) && isFilled(e.category) && isTextList(e.technologies))) {
    issues.push(`${name} has a malformed tech stack`)
  }
  const testimonial = row.extended_testimonial
  if (testimonial != null && !(isRecord(testimonial) && isFilled(testimonial.quote))) {
    issues.push(`${name} has a malformed extended testimonial`)
  }
  return issues
}

function blogIssues(row: Record<string, unknown>): string[] {
  const name = rowName('Blog post', row)
  const issues: string[] = []
  if (!isFilled(row.title)) issues.push(`${name} has no title`)
  if (!isFilled(row.content)) issues.push(`${name} has no content`)
  if (!(isRecord(row.author) && isFilled(row.author.name))) issues.push(`${name} has no author name`)
  if (!isText(row.published_date) || Number.isNaN(Date.parse(row.published_date))) {
    issues.push(`${name} has no valid publication date`)
  }
  if (!isTextList(row.tags)) issues.push(`${name} has a malformed tags list`)
  const minutes = row.reading_time
  if (!(typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0)) {
    issues.push(`${name} has an invalid reading time`)
  }
  return issues
}

/**
 * Validate Data: the database's portfolios and blogs rows, as stored (before the mapping
 * repairs anything), checked for required fields, known service ids, unique slugs and
 * well-formed lists. Each problem is one issue.
 */
export function checkContentIntegrity(portfolios: readonly unknown[], blogs: readonly unknown[]): IntegrityResult {
  const issues: string[] = []
  const check = (rows: readonly unknown[], kind: 'Project' | 'Blog post', rowIssues: (row: Record<string, unknown>) => string[]) => {
    const records = rows.filter(isRecord)
    if (records.length < rows.length) issues.push(`${kind === 'Project' ? 'Projects' : 'Blogs'} data is corrupted`)
    for (const row of records) issues.push(...rowIssues(row))
    issues.push(...duplicateSlugIssues(kind, records))
  }
  check(portfolios, 'Project', projectIssues)
  check(blogs, 'Blog post', blogIssues)
  return { isValid: issues.length === 0, issues }
}

/** The result when the check itself cannot run. */
export const FAILED_INTEGRITY_CHECK: IntegrityResult = { isValid: false, issues: [VALIDATION_PROCESS_FAILED] }
