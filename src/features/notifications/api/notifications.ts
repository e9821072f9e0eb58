import type { SupabaseClient } from '@supabase/supabase-js'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import type { Database } from '@/lib/database.types'
import { ServiceError } from '@/lib/errors'
import {
  INQUIRY_NOTIFICATION_COLUMNS, toDestination, toDestinationChanges, toFailedNotification, toInquiryNotification,
  toNewDestinationRow, toSettings, toSettingsRow,
  type InquiryNotificationRow,
} from '../model/notification-mapping'
import { NOTIFICATION_MESSAGES as M } from '../model/notification-messages'
import type {
  DeliveryHealth, DestinationInput, InquiryNotification, NotificationDestination, NotificationSettings, NotificationState,
  SettingsInput, TestSendResult,
} from '../model/notification-types'

/**
 * The notification settings and outbox as the back office reads and writes them. The
 * database's own messages (a bad secret, a wrong address) are shown as they are: they are
 * written for the admin; anything else gets the screen's general message.
 */

/** SQLSTATE 22023 (invalid parameter) carries a message written for the admin. */
function failure(fallback: string, error: { code: string; message: string }): ServiceError {
  return new ServiceError(error.code === '22023' ? error.message : fallback, { code: error.code, cause: error })
}

export async function listDestinations(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<NotificationDestination[]> {
  const { data, error } = await client.from('notification_destinations').select('*').order('created_at').abortSignal(signal)
  if (error) throw failure(M.loadDestinations, error)
  return data.map(toDestination)
}

export async function saveDestination(client: DataClient, input: DestinationInput, id?: string): Promise<NotificationDestination> {
  const query = id
    ? client.from('notification_destinations').update(toDestinationChanges(input)).eq('id', id)
    : client.from('notification_destinations').insert(toNewDestinationRow(input))
  const { data, error } = await query.select('*').single()
  if (error) throw failure(M.saveDestination, error)
  return toDestination(data)
}

export async function setDestinationEnabled(client: DataClient, id: string, enabled: boolean): Promise<NotificationDestination> {
  const { data, error } = await client.from('notification_destinations').update({ enabled }).eq('id', id).select('*').single()
  if (error) throw failure(M.saveDestination, error)
  return toDestination(data)
}

export async function deleteDestination(client: DataClient, id: string): Promise<void> {
  const { data, error } = await client.from('notification_destinations').delete().eq('id', id).select('id')
  if (error) throw failure(M.deleteDestination, error)
  if (data.length === 0) throw new ServiceError(M.deleteDestination)
}

export async function getSettings(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<NotificationSettings> {
  const { data, error } = await client.from('notification_settings').select('*').eq('id', true).abortSignal(signal).single()
  if (error) throw failure(M.loadSettings, error)
  return toSettings(data)
}

export async function saveSettings(client: DataClient, input: SettingsInput): Promise<NotificationSettings> {
  const { data, error } = await client.from('notification_settings').update(toSettingsRow(input)).eq('id', true).select('*').single()
  if (error) throw failure(M.saveSettings, error)
  return toSettings(data)
}

/** The email API key removed: the delivery function falls back to its own secret, if any. */
export async function removeEmailApiKey(client: DataClient): Promise<NotificationSettings> {
  const { data, error } = await client.from('notification_settings').update({ email_api_key: '' }).eq('id', true).select('*').single()
  if (error) throw failure(M.saveSettings, error)
  return toSettings(data)
}

/** The notifications of several inquiries in one request (the cards of one list page). */
export async function listInquiryNotifications(client: DataClient, inquiryIds: readonly string[]): Promise<InquiryNotification[]> {
  if (inquiryIds.length === 0) return []
  const { data, error } = await client
    .from('notification_outbox')
    .select(INQUIRY_NOTIFICATION_COLUMNS)
    .in('inquiry_id', [...inquiryIds])
    .order('created_at')
  if (error) throw failure(M.loadInquiryNotifications, error)
  return (data as unknown as InquiryNotificationRow[]).map(toInquiryNotification)
}

const UNDERWAY_STATES: readonly NotificationState[] = ['pending', 'sending', 'retrying']

/** Notifications queued since `since`: how many were delivered, are underway, failed; the latest failures. */
export async function getDeliveryHealth(client: DataClient, since: string, failureLimit = 10, signal: AbortSignal = NEVER_ABORTED): Promise<DeliveryHealth> {
  const count = async (states: readonly NotificationState[]) => {
    const { count: n, error } = await client
      .from('notification_outbox')
      .select('id', { count: 'exact', head: true })
      .gte('created_at', since)
      .in('state', [...states])
      .abortSignal(signal)
    if (error) throw failure(M.loadHealth, error)
    return n ?? 0
  }
  const failures = async () => {
    const { data, error } = await client
      .from('notification_outbox')
      .select(`${INQUIRY_NOTIFICATION_COLUMNS}, payload`)
      .gte('created_at', since)
      .eq('state', 'failed')
      .order('created_at', { ascending: false })
      .limit(failureLimit)
      .abortSignal(signal)
    if (error) throw failure(M.loadHealth, error)
    return (data as unknown as Array<InquiryNotificationRow & { payload: unknown }>).map(toFailedNotification)
  }
  const [delivered, underway, failed, recentFailures] = await Promise.all([
    count(['delivered']), count(UNDERWAY_STATES), count(['failed']), failures(),
  ])
  return { delivered, underway, failed, recentFailures }
}

export async function retryNotification(client: DataClient, notificationId: string): Promise<void> {
  const { error } = await client.rpc('retry_notification', { notification_id: notificationId })
  if (error) throw new ServiceError(error.code === 'P0002' ? error.message : M.retry, { code: error.code, cause: error })
}

/** Send test, through the send-test-notification Edge Function, as the signed-in admin. */
export async function sendTestNotification(client: SupabaseClient<Database>, destinationId: string): Promise<TestSendResult> {
  const { data, error } = await client.functions.invoke<TestSendResult>('send-test-notification', {
    body: { destination_id: destinationId },
  })
  if (!error && data) return data
  // The function explains a refusal (not an admin, no such destination) in its JSON body.
  const context = (error as { context?: unknown } | null)?.context
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as Partial<TestSendResult> | null
    if (body?.message) return { ok: false, message: body.message }
  }
  throw new ServiceError(M.testFailed, { cause: error })
}
