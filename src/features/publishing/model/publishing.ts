import type { BuildInfo } from '@/lib/build-info'

export interface ContentChanges {
  count: number
  /** ISO timestamp of the latest change, or null when there is none. */
  latest: string | null
}

export interface PublishSettings {
  hookConfigured: boolean
  /** The build hook's host ('api.netlify.com'): the address itself is never read back. */
  hookHost: string | null
  autoPublish: boolean
  /** The build hook is called at most this often in any hour (private.publish_settings). */
  buildsPerHour: number
  /** Build hook calls made in the last hour. */
  buildsLastHour: number
}

export const PUBLISH_REQUEST_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const
export type PublishRequestStatus = (typeof PUBLISH_REQUEST_STATUSES)[number]

/** Who asked for a publish: an admin's button, an automatic publish after saves, or scheduled content coming due. */
export const PUBLISH_REQUEST_REASONS = ['manual', 'auto', 'scheduled'] as const

export interface PublishRequest {
  id: string
  requestedAt: string
  reason: (typeof PUBLISH_REQUEST_REASONS)[number]
  status: PublishRequestStatus
  detail: string | null
  /** When a waiting request goes out (the window after the last build, or the hourly limit); null: at once. */
  sendAfter: string | null
}

/** Whether a request is held back (coalescing window or hourly limit) rather than being sent now. */
export function isHeldBack(request: PublishRequest, now: Date = new Date()): boolean {
  return request.status === 'pending' && request.sendAfter !== null && Date.parse(request.sendAfter) > now.getTime()
}

/**
 * Where the public pages stand: built (with the changes since), not built on this server (the
 * development server renders in the browser and has no build-info.json), or unknown.
 */
export type PublicPagesState =
  | { kind: 'up-to-date'; builtAt: string }
  | { kind: 'behind'; builtAt: string; changes: number }
  | { kind: 'not-built' }

export function publicPagesState(info: BuildInfo | null, changes: ContentChanges | undefined): PublicPagesState | undefined {
  if (!info) return { kind: 'not-built' }
  if (!changes) return undefined
  return changes.count > 0 ? { kind: 'behind', builtAt: info.builtAt, changes: changes.count } : { kind: 'up-to-date', builtAt: info.builtAt }
}
