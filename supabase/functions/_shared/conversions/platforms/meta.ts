/**
 * Meta Conversions API: one server event per conversion, POSTed to the dataset's `/events`.
 * - `event_name` is the destination's own name for the stage (settings `qualified_event_name`,
 *   `won_event_name`, at most 50 characters, by default the CRM stage names Meta's lead
 *   documentation uses: "Marketing Qualified Lead", "Converted"), never the Google action
 *   name; `event_time` the status change in Unix seconds, `event_id` the conversion's id (the
 *   same on every attempt, so Meta counts a resent event once);
 * - `action_source` is `system_generated`: the event is a salesperson's status change in the
 *   back office, not something the visitor did on a web page (Meta's CRM integration sends its
 *   lead stages the same way), so `event_source_url` and `client_user_agent`, which only
 *   `website` events require, go with it when known and are not needed;
 * - `user_data`: hashed `em`, `ph` (the digits of the E.164 form; a number that does not read
 *   as valid is left out), `fn`, `ln` and `external_id` (the inquiry's id), `fbc` from the
 *   stored fbclid; `custom_data.value`/`currency` when the deal has a value.
 * Errors: Graph codes 1 and 2 (temporary), 4, 17, 32, 341 and 613 (throttling) are retried,
 * as are 429 and 5xx; anything else (100 invalid parameter, 190 token) is rejected with
 * Meta's message.
 */
import { hashIdentifier, metaFbc, normaliseEmail, normaliseName, normalisePhone } from '../normalise.ts'
import { sha256Hex } from '../../sha256.ts'
import { CONVERSION_DELIVERY_MESSAGES } from '../messages.ts'
import { isTransientStatus, outcomeForStatus, platformMessage, readJson } from '../responses.ts'
import type { ClaimedDelivery, ConversionStage, DeliveryOutcome, PlatformRequest } from '../types.ts'

const EVENT_NAME_SETTING: Record<ConversionStage, string> = { qualified: 'qualified_event_name', won: 'won_event_name' }

/** The event name the destination sends for the stage; null when none is set. */
export function metaEventName(settings: Record<string, unknown>, stage: ConversionStage): string | null {
  const name = String(settings[EVENT_NAME_SETTING[stage]] ?? '').trim()
  return name || null
}

export const META_API_VERSION = 'v25.0'
export const META_ACTION_SOURCE = 'system_generated'
const META_TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613])

export interface MetaContext {
  baseUrl: string
  /** The site's address, for event_source_url. */
  siteUrl: string | null
  /** Only the admin's Send test event passes it: real deliveries never carry one. */
  testEventCode?: string
}

function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>
}

const asList = (hash: string | null) => (hash ? [hash] : null)

export async function metaEvent(row: ClaimedDelivery, eventName: string, siteUrl: string | null): Promise<Record<string, unknown>> {
  const userData = compact({
    em: asList(await hashIdentifier(normaliseEmail(row.email, 'meta'))),
    ph: asList(await hashIdentifier(normalisePhone(row.phone, 'meta', row.phone_default_country))),
    fn: asList(await hashIdentifier(normaliseName(row.first_name))),
    ln: asList(await hashIdentifier(normaliseName(row.last_name))),
    external_id: [await sha256Hex(row.inquiry_id)],
    client_user_agent: row.client_user_agent,
    fbc: metaFbc(row.fbclid, row.fbclid_seen_at),
  })
  const sourceUrl = siteUrl ? new URL(row.landing_path || '/', siteUrl).toString() : null
  return compact({
    event_name: eventName,
    event_time: Math.floor(Date.parse(row.occurred_at) / 1000),
    event_id: row.event_id,
    action_source: META_ACTION_SOURCE,
    event_source_url: sourceUrl,
    user_data: userData,
    custom_data: row.value !== null && row.currency ? { value: Number(row.value), currency: row.currency } : null,
  })
}

export async function metaRequest(row: ClaimedDelivery, context: MetaContext): Promise<PlatformRequest | DeliveryOutcome> {
  const datasetId = String(row.settings.dataset_id ?? '').trim()
  if (!datasetId || !row.secret) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.metaNotConfigured }
  const eventName = metaEventName(row.settings, row.stage)
  if (!eventName) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.metaNoEventName }
  const body = compact({ data: [await metaEvent(row, eventName, context.siteUrl)], test_event_code: context.testEventCode })
  const url = `${context.baseUrl}/${META_API_VERSION}/${encodeURIComponent(datasetId)}/events?access_token=${encodeURIComponent(row.secret)}`
  return { url, init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } }
}

/** Meta's error object as the Graph API sends it. */
export interface MetaError {
  message?: string
  code?: number
  error_subcode?: number
  error_user_msg?: string
  is_transient?: boolean
}

export function metaErrorMessage(error: MetaError | null, status: number): string {
  if (!error) return CONVERSION_DELIVERY_MESSAGES.httpStatus('Meta', status)
  const text = [error.message, error.error_user_msg].filter(Boolean).join(': ') || CONVERSION_DELIVERY_MESSAGES.httpStatus('Meta', status)
  const code = error.code === undefined ? '' : ` (code ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''})`
  return platformMessage(`${text}${code}`)
}

export async function judgeMeta(response: Response): Promise<DeliveryOutcome> {
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { outcome: 'accepted' }
  }
  const error = ((await readJson(response))?.error ?? null) as MetaError | null
  const message = metaErrorMessage(error, response.status)
  const transient = error !== null && (error.is_transient === true || META_TRANSIENT_CODES.has(Number(error.code)))
  return outcomeForStatus(response, message, transient || isTransientStatus(response.status))
}
