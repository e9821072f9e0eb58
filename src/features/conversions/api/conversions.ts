import type { SupabaseClient } from '@supabase/supabase-js'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import type { Database, Json } from '@/lib/database.types'
import { ServiceError, type DataError } from '@/lib/errors'
import { CONVERSION_MESSAGES as M, PLATFORM_SETTINGS_MESSAGES } from '../model/conversion-admin-messages'
import type { ConversionDestinationPlatform } from '../model/conversion-enums'
import {
  CONVERSION_COLUMNS, DELIVERY_COLUMNS, toDelivery, toDestination, toLedger, toSettings, toSettingsRow, toTimingRow,
  type ConversionRow, type DeliveryRow,
} from '../model/conversion-mapping'
import { periodArguments, toConversionReport } from '../model/conversion-report'
import type {
  ConversionDestination, ConversionDestinationInput, ConversionReport, ConversionSettings, ConversionSettingsInput,
  ConversionTimingInput, ConversionWithDeliveries, RecentDelivery, ReportPeriod, TestEventResult,
} from '../model/conversion-types'
import type { DealValueInput } from '../model/deal-value'
import { normaliseDealValue } from '../model/deal-value'
import type { FeedFileName } from '../model/feed-files'

/**
 * The conversion settings, ledger, destinations, feed and report as the back office reads and
 * writes them. The database's own messages (22023: a bad value, a name too long) are written
 * for the admin and shown as they are; anything else gets the screen's general message.
 */

function failure(fallback: string, error: DataError): ServiceError {
  return new ServiceError(error.code === '22023' ? error.message : fallback, { code: error.code, cause: error })
}

export async function getConversionSettings(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<ConversionSettings> {
  const { data, error } = await client.from('conversion_settings').select('*').eq('id', true).abortSignal(signal).single()
  if (error) throw failure(M.loadSettings, error)
  return toSettings(data)
}

export async function saveConversionSettings(client: DataClient, input: ConversionSettingsInput): Promise<ConversionSettings> {
  const { data, error } = await client.from('conversion_settings').update(toSettingsRow(input)).eq('id', true).select('*').single()
  if (error) throw failure(M.saveSettings, error)
  return toSettings(data)
}

/** The country a national phone number belongs to (null: none, such numbers are not sent). */
export async function savePhoneDefaultCountry(client: DataClient, country: string | null): Promise<ConversionSettings> {
  const { data, error } = await client.from('conversion_settings').update({ phone_default_country: country }).eq('id', true).select('*').single()
  if (error) throw failure(PLATFORM_SETTINGS_MESSAGES.savePhoneCountry, error)
  return toSettings(data)
}

/** The Google Ads counting per stage and the deal value's wait (a form of their own). */
export async function saveConversionTiming(client: DataClient, input: ConversionTimingInput): Promise<ConversionSettings> {
  const { data, error } = await client.from('conversion_settings').update(toTimingRow(input)).eq('id', true).select('*').single()
  if (error) throw failure(M.saveSettings, error)
  return toSettings(data)
}

/** One inquiry's conversions with where each went: its stages, then their deliveries. */
export async function getInquiryLedger(client: DataClient, inquiryId: string, signal: AbortSignal = NEVER_ABORTED): Promise<ConversionWithDeliveries[]> {
  const conversions = await client.from('conversions').select(CONVERSION_COLUMNS).eq('inquiry_id', inquiryId).abortSignal(signal)
  if (conversions.error) throw failure(M.loadLedger, conversions.error)
  const rows = conversions.data as ConversionRow[]
  if (rows.length === 0) return []
  const deliveries = await client
    .from('conversion_deliveries')
    .select(DELIVERY_COLUMNS)
    .in('conversion_id', rows.map((row) => row.id))
    .order('created_at')
    .abortSignal(signal)
  if (deliveries.error) throw failure(M.loadLedger, deliveries.error)
  return toLedger(rows, deliveries.data as DeliveryRow[])
}

/** Sets the won stage's deal value; the value as typed (the server reads "12,345.50" too). */
export async function setConversionValue(client: DataClient, inquiryId: string, input: DealValueInput): Promise<void> {
  const { error } = await client.rpc('set_conversion_value', {
    target_inquiry: inquiryId,
    deal_value: normaliseDealValue(input.value),
    deal_currency: input.currency,
  })
  if (error) throw failure(M.saveValue, error)
}

/** Skip in the deal value dialog: recorded, so the won conversion leaves now without a value. */
export async function skipConversionValue(client: DataClient, inquiryId: string): Promise<void> {
  const { error } = await client.rpc('skip_conversion_value', { target_inquiry: inquiryId })
  if (error) throw failure(M.skipValue, error)
}

export async function listRecentDeliveries(client: DataClient, limit = 25, signal: AbortSignal = NEVER_ABORTED): Promise<RecentDelivery[]> {
  const { data, error } = await client
    .from('conversion_deliveries')
    .select(DELIVERY_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(limit)
    .abortSignal(signal)
  if (error) throw failure(M.loadDeliveries, error)
  const rows = data as DeliveryRow[]
  if (rows.length === 0) return []
  const conversions = await client
    .from('conversions')
    .select(CONVERSION_COLUMNS)
    .in('id', [...new Set(rows.map((row) => row.conversion_id))])
    .abortSignal(signal)
  if (conversions.error) throw failure(M.loadDeliveries, conversions.error)
  const byId = new Map((conversions.data as ConversionRow[]).map((row) => [row.id, row]))
  return rows.map((row) => ({
    ...toDelivery(row),
    stage: byId.get(row.conversion_id)?.stage ?? null,
    inquiryId: byId.get(row.conversion_id)?.inquiry_id ?? null,
  }))
}

export async function retryConversionDelivery(client: DataClient, deliveryId: string): Promise<void> {
  const { error } = await client.rpc('retry_conversion_delivery', { delivery_id: deliveryId })
  if (error) throw failure(M.retry, error)
}

export async function listConversionDestinations(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<ConversionDestination[]> {
  const { data, error } = await client.from('conversion_destinations').select('*').order('platform').abortSignal(signal)
  if (error) throw failure(M.loadDestinations, error)
  return data.map(toDestination)
}

/** Saves a destination; an empty secret keeps the stored one (the database never shows it back). */
export async function saveConversionDestination(
  client: DataClient,
  platform: ConversionDestinationPlatform,
  input: ConversionDestinationInput,
): Promise<ConversionDestination> {
  const changes = {
    enabled: input.enabled,
    settings: input.settings as Json,
    ...(input.secret.trim() ? { secret: input.secret.trim() } : {}),
  }
  const { data, error } = await client.from('conversion_destinations').update(changes).eq('platform', platform).select('*').single()
  if (error) throw failure(M.saveDestination, error)
  return toDestination(data)
}

/** A new feed token, returned once: only its hash and hint stay in the database. */
export async function regenerateFeedToken(client: DataClient): Promise<string> {
  const { data, error } = await client.rpc('regenerate_conversion_feed_token')
  if (error || !data) throw error ? failure(M.regenerateToken, error) : new ServiceError(M.regenerateToken)
  return data
}

/** A feed file's text for a manual upload to Google Ads. */
export async function getFeedCsv(client: DataClient, fileName: FeedFileName): Promise<string> {
  const { data, error } = await client.rpc('conversion_feed_csv', { file_name: fileName })
  if (error) throw failure(M.downloadFeed, error)
  return data ?? ''
}

export async function getConversionReport(client: DataClient, period: ReportPeriod, signal: AbortSignal = NEVER_ABORTED): Promise<ConversionReport> {
  const { data, error } = await client.rpc('conversion_report', periodArguments(period)).abortSignal(signal)
  if (error) throw failure(M.loadReport, error)
  return toConversionReport(data)
}

/** Send test event, through the send-test-conversion Edge Function, as the signed-in admin. */
export async function sendTestConversion(client: SupabaseClient<Database>, platform: ConversionDestinationPlatform): Promise<TestEventResult> {
  const { data, error } = await client.functions.invoke<TestEventResult>('send-test-conversion', { body: { platform } })
  if (!error && data) return data
  // The function explains a refusal (not set up, not an admin) in its JSON body.
  const context = (error as { context?: unknown } | null)?.context
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as Partial<TestEventResult> | null
    if (body?.message) return { ok: false, message: body.message }
  }
  throw new ServiceError(M.testFailed, { cause: error })
}
