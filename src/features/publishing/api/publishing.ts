import { BUILD_INFO_PATH, isBuildInfo, type BuildInfo } from '@/lib/build-info'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import type { ContentChanges, PublishRequest, PublishSettings } from '../model/publishing'
import { PUBLISHING_TOASTS } from '../model/publishing-messages'

/*
 * Publishing: the build's own record (build-info.json, served beside the pages) and the
 * database's side (content changes, publish requests and settings), admins only.
 */

/** What the last build recorded, or null where there is none (the development server). */
export async function getBuildInfo(signal: AbortSignal = NEVER_ABORTED): Promise<BuildInfo | null> {
  const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store', signal })
  if (response.status === 404) return null
  if (!response.ok) throw new ServiceError(PUBLISHING_TOASTS.loadFailed)
  // The development server answers unknown files with the app page, not JSON.
  const info: unknown = await response.json().catch(() => null)
  return isBuildInfo(info) ? info : null
}

export async function getContentChangesSince(client: DataClient, since: string | null, signal: AbortSignal = NEVER_ABORTED): Promise<ContentChanges> {
  const { data, error } = await client.rpc('content_changes_since', { since: since ?? undefined }).abortSignal(signal)
  if (error || !isRecord(data)) throw new ServiceError(PUBLISHING_TOASTS.loadFailed, { code: error?.code, cause: error })
  return { count: Number(data.count) || 0, latest: typeof data.latest === 'string' ? data.latest : null }
}

function toPublishRequest(row: unknown): PublishRequest {
  const value = isRecord(row) ? row : {}
  return {
    id: String(value.id),
    requestedAt: String(value.requested_at),
    reason: value.reason as PublishRequest['reason'],
    status: value.status as PublishRequest['status'],
    detail: typeof value.detail === 'string' ? value.detail : null,
    sendAfter: typeof value.send_after === 'string' ? value.send_after : null,
  }
}

/**
 * Publish: one request to the host's build hook, as the database recorded it: sent now, or
 * waiting for the window after the last build (or the hourly limit), joined by every publish
 * asked for meanwhile.
 */
export async function requestPublish(client: DataClient): Promise<PublishRequest> {
  const { data, error } = await client.rpc('request_publish')
  if (error || !isRecord(data)) throw new ServiceError(PUBLISHING_TOASTS.failed.description, { code: error?.code, cause: error })
  return toPublishRequest(data)
}

export async function listPublishRequests(client: DataClient, limit = 5, signal: AbortSignal = NEVER_ABORTED): Promise<PublishRequest[]> {
  const { data, error } = await client
    .from('publish_requests')
    .select('id, requested_at, reason, status, detail, send_after')
    .order('requested_at', { ascending: false })
    .limit(limit)
    .abortSignal(signal)
  if (error) throw new ServiceError(PUBLISHING_TOASTS.loadFailed, { code: error.code, cause: error })
  return data.map(toPublishRequest)
}

function toSettings(data: unknown): PublishSettings {
  const value = isRecord(data) ? data : {}
  return {
    hookConfigured: value.hook_configured === true,
    hookHost: typeof value.hook_host === 'string' ? value.hook_host : null,
    autoPublish: value.auto_publish === true,
    buildsPerHour: Number(value.builds_per_hour) || 0,
    buildsLastHour: Number(value.builds_last_hour) || 0,
  }
}

export async function getPublishSettings(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<PublishSettings> {
  const { data, error } = await client.rpc('get_publish_settings').abortSignal(signal)
  if (error) throw new ServiceError(PUBLISHING_TOASTS.loadFailed, { code: error.code, cause: error })
  return toSettings(data)
}

export interface PublishSettingsChange {
  /** A new build hook address; absent leaves the current one. */
  buildHookUrl?: string
  clearHook?: boolean
  autoPublish?: boolean
}

/** Saves the settings; the database's own message explains a refused hook address. */
export async function savePublishSettings(client: DataClient, change: PublishSettingsChange): Promise<PublishSettings> {
  const { data, error } = await client.rpc('set_publish_settings', {
    // Left out, an argument keeps its default (null: no change).
    build_hook_url: change.buildHookUrl?.trim() || undefined,
    auto_publish: change.autoPublish,
    clear_hook: change.clearHook ?? false,
  })
  if (error) {
    const message = error.code === '22023' ? error.message : PUBLISHING_TOASTS.settingsFailed.description
    throw new ServiceError(message, { code: error.code, cause: error })
  }
  return toSettings(data)
}
