/**
 * GA4 Measurement Protocol: one event per conversion for the visitor's `client_id` (read from
 * the `_ga` cookie at submission, only with analytics consent). The events are GA4's
 * recommended lead events that mean our stages: `qualify_lead` (the lead meets the criteria:
 * our Contacted) and `close_convert_lead` (converted and closed: our Converted), with `value`
 * and `currency` when the deal has them. `timestamp_micros` backdates the event to the status
 * change (GA4 takes at most 72 hours), and the `consent` block carries the visitor's ad consent.
 * GA4 has no de-duplication by id: the outbox sends each conversion once.
 * Production `/mp/collect` answers 2xx even to a payload it drops, so a 2xx is recorded as
 * `sent`, never `accepted`; its validation twin `/debug/mp/collect` answers what is wrong.
 */
import { CONVERSION_DELIVERY_MESSAGES, TEST_CONVERSION_MESSAGES } from '../messages.ts'
import { outcomeForStatus, platformMessage, readJson } from '../responses.ts'
import type { ClaimedDelivery, ConversionStage, DeliveryOutcome, PlatformRequest } from '../types.ts'

export const GA4_EVENT_BY_STAGE: Record<ConversionStage, string> = {
  qualified: 'qualify_lead',
  won: 'close_convert_lead',
}

const granted = (value: boolean) => (value ? 'GRANTED' : 'DENIED')

export function ga4Body(row: ClaimedDelivery): Record<string, unknown> {
  const params: Record<string, unknown> = { engagement_time_msec: 1 }
  if (row.value !== null && row.currency) Object.assign(params, { value: Number(row.value), currency: row.currency })
  return {
    client_id: row.ga_client_id,
    timestamp_micros: Date.parse(row.occurred_at) * 1000,
    consent: { ad_user_data: granted(row.consent.ad_user_data), ad_personalization: granted(row.consent.ad_personalization) },
    events: [{ name: GA4_EVENT_BY_STAGE[row.stage], params }],
  }
}

export interface Ga4Context {
  baseUrl: string
  /** The validation server instead of collection (Send test event). */
  validate?: boolean
}

export function ga4Request(row: ClaimedDelivery, context: Ga4Context): PlatformRequest | DeliveryOutcome {
  const measurementId = String(row.settings.measurement_id ?? '').trim()
  if (!measurementId || !row.secret) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.ga4NotConfigured }
  if (!row.ga_client_id) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.ga4NoClientId }
  const path = context.validate ? '/debug/mp/collect' : '/mp/collect'
  const query = `measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(row.secret)}`
  const body = context.validate ? { ...ga4Body(row), validation_behavior: 'ENFORCE_RECOMMENDATIONS' } : ga4Body(row)
  return {
    url: `${context.baseUrl}${path}?${query}`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  }
}

export async function judgeGa4(response: Response): Promise<DeliveryOutcome> {
  await response.body?.cancel().catch(() => undefined)
  if (response.ok) return { outcome: 'sent' }
  return outcomeForStatus(response, CONVERSION_DELIVERY_MESSAGES.httpStatus('GA4', response.status))
}

interface ValidationMessage {
  fieldPath?: string
  description?: string
  validationCode?: string
}

/** The validation server's verdict: fine, or its messages in its own words. */
export async function judgeGa4Validation(response: Response): Promise<{ ok: boolean; message: string }> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { ok: false, message: CONVERSION_DELIVERY_MESSAGES.httpStatus('GA4', response.status) }
  }
  const found = ((await readJson(response))?.validationMessages ?? []) as ValidationMessage[]
  if (found.length === 0) return { ok: true, message: TEST_CONVERSION_MESSAGES.ga4Valid }
  const details = found
    .map((item) => [item.validationCode, item.fieldPath, item.description].filter(Boolean).join(' '))
    .join('; ')
  return { ok: false, message: platformMessage(TEST_CONVERSION_MESSAGES.ga4Invalid(details)) }
}
