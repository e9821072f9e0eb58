/**
 * LinkedIn Conversions API: one conversion event per conversion, to the rule the admin set
 * for the stage (`urn:lla:llaPartnerConversion:<rule id>`), with `conversionHappenedAt` in
 * epoch milliseconds, `eventId` the conversion's id (the same on every attempt),
 * `conversionValue.amount` as a decimal string, and the lead matched by `SHA256_EMAIL` and,
 * when the visitor came from a LinkedIn ad, the unhashed `li_fat_id` as
 * `LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID`; `userInfo` (first and last name, company) adds
 * matching when both names are known. `LinkedIn-Version` is the destination's setting
 * (`api_version`, a month LinkedIn published, YYYYMM; each is sunset about a year later).
 * 429 and 5xx are retried. 401 (the member token, which lasts about 60 days, expired or was
 * revoked), 403 (the token lacks a scope or role) and 426 (the version was sunset) will not
 * mend by waiting: the destination needs attention and the row waits queued. Other answers
 * (422 for a bad field) are rejected with LinkedIn's message.
 */
import { hashIdentifier, normaliseEmail } from '../normalise.ts'
import { CONVERSION_DELIVERY_MESSAGES } from '../messages.ts'
import { outcomeForStatus, platformMessage, readJson } from '../responses.ts'
import type { ClaimedDelivery, ConversionStage, DeliveryOutcome, PlatformRequest } from '../types.ts'

/** A LinkedIn API version: a month, YYYYMM, optionally a patch (`.NN`); the database checks the same form. */
export const LINKEDIN_VERSION_FORMAT = /^20[2-9]\d(0[1-9]|1[0-2])(\.\d{2})?$/

/** Answers that need an admin (token or version), not another try. */
export const LINKEDIN_ATTENTION_STATUSES = new Set([401, 403, 426])

export function linkedinVersion(settings: Record<string, unknown>): string | null {
  const version = String(settings.api_version ?? '').trim()
  return LINKEDIN_VERSION_FORMAT.test(version) ? version : null
}

const RULE_SETTING: Record<ConversionStage, string> = { qualified: 'qualified_rule_id', won: 'won_rule_id' }

export function linkedinRuleId(settings: Record<string, unknown>, stage: ConversionStage): string | null {
  const id = String(settings[RULE_SETTING[stage]] ?? '').trim()
  return /^\d+$/.test(id) ? id : null
}

export function linkedinHeaders(token: string, version: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    'LinkedIn-Version': version,
    'X-Restli-Protocol-Version': '2.0.0',
    'Content-Type': 'application/json',
  }
}

export async function linkedinBody(row: ClaimedDelivery, ruleId: string): Promise<Record<string, unknown> | null> {
  const emailHash = await hashIdentifier(normaliseEmail(row.email, 'linkedin'))
  const userIds = [
    ...(emailHash ? [{ idType: 'SHA256_EMAIL', idValue: emailHash }] : []),
    ...(row.li_fat_id ? [{ idType: 'LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID', idValue: row.li_fat_id }] : []),
  ]
  if (userIds.length === 0) return null
  const firstName = row.first_name?.trim()
  const lastName = row.last_name?.trim()
  const company = row.company?.trim()
  const userInfo = firstName && lastName ? { firstName, lastName, ...(company ? { companyName: company } : {}) } : null
  return {
    conversion: `urn:lla:llaPartnerConversion:${ruleId}`,
    conversionHappenedAt: Date.parse(row.occurred_at),
    ...(row.value !== null && row.currency
      ? { conversionValue: { currencyCode: row.currency, amount: Number(row.value).toFixed(2) } }
      : {}),
    eventId: row.event_id,
    user: { userIds, ...(userInfo ? { userInfo } : {}) },
  }
}

export async function linkedinRequest(row: ClaimedDelivery, baseUrl: string): Promise<PlatformRequest | DeliveryOutcome> {
  if (!row.secret) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.linkedinNotConfigured }
  const ruleId = linkedinRuleId(row.settings, row.stage)
  if (!ruleId) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.linkedinNoRule }
  const version = linkedinVersion(row.settings)
  if (!version) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.linkedinNoVersion }
  const body = await linkedinBody(row, ruleId)
  if (!body) return { outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.linkedinNoIdentifier }
  return {
    url: `${baseUrl}/rest/conversionEvents`,
    init: { method: 'POST', headers: linkedinHeaders(row.secret, version), body: JSON.stringify(body) },
  }
}

/** LinkedIn's error text: `message`, with its service error code when it gives one. */
export async function linkedinErrorMessage(response: Response): Promise<string> {
  const body = await readJson(response)
  const message = typeof body?.message === 'string' ? body.message : CONVERSION_DELIVERY_MESSAGES.httpStatus('LinkedIn', response.status)
  return body?.serviceErrorCode === undefined ? message : `${message} (serviceErrorCode ${String(body.serviceErrorCode)})`
}

export async function judgeLinkedin(response: Response): Promise<DeliveryOutcome> {
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { outcome: 'accepted' }
  }
  const message = await linkedinErrorMessage(response)
  if (LINKEDIN_ATTENTION_STATUSES.has(response.status)) return { outcome: 'attention', message: platformMessage(message) }
  return outcomeForStatus(response, message)
}
