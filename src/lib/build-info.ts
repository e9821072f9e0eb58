/**
 * build-info.json: written by the build beside the pages, read by the back office to tell
 * whether the public pages show the latest content.
 */
export const BUILD_INFO_PATH = '/build-info.json'

export interface BuildInfo {
  /** When the build read the content (ISO): changes after it are not in the pages. */
  builtAt: string
  /** The Supabase project the content came from. */
  source: string
  projects: number
  blogPosts: number
  pages: number
}

export function isBuildInfo(value: unknown): value is BuildInfo {
  if (typeof value !== 'object' || value === null) return false
  const info = value as Record<string, unknown>
  return typeof info.builtAt === 'string' && !Number.isNaN(Date.parse(info.builtAt)) && typeof info.source === 'string'
}
