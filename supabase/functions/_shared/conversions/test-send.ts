/**
 * The admin's Send test event, per platform, with a made-up lead so nothing real leaves:
 * - Meta: the event goes to the dataset with the destination's test event code, so it shows
 *   under Events Manager › Test events and counts as no conversion (without a code nothing is sent);
 * - GA4: the event goes to the validation server (`/debug/mp/collect`), which never records
 *   it and answers what is wrong with it;
 * - LinkedIn: its API has no test mode, so the test reads each configured conversion rule
 *   within the destination's ad account (`GET /rest/conversions/<id>?account=<ad account URN>`,
 *   with the destination's `LinkedIn-Version`), a harmless read that proves the token, the
 *   version and the rule ids, instead of sending a conversion.
 */
import type { PlatformBaseUrls } from './endpoints.ts'
import { TEST_CONVERSION_MESSAGES } from './messages.ts'
import { ga4Request, judgeGa4Validation } from './platforms/ga4.ts'
import { PLATFORM_NAMES, isRequest } from './platforms/index.ts'
import { linkedinErrorMessage, linkedinHeaders, linkedinRuleId, linkedinVersion } from './platforms/linkedin.ts'
import { judgeMeta, metaRequest } from './platforms/meta.ts'
import { platformMessage, readJson, sendOnce } from './responses.ts'
import type { ApiPlatform, ClaimedDelivery } from './types.ts'

export interface TestDestination {
  platform: ApiPlatform
  settings: Record<string, unknown>
  secret: string | null
}

export interface TestResult {
  ok: boolean
  message: string
}

export interface TestContext {
  baseUrls: PlatformBaseUrls
  siteUrl: string | null
  fetch: typeof fetch
  now: Date
}

/** The made-up lead every test uses: nobody's data. */
export function sampleConversion(destination: TestDestination, now: Date): ClaimedDelivery {
  return {
    delivery_id: crypto.randomUUID(),
    platform: destination.platform,
    attempts: 1,
    event_id: crypto.randomUUID(),
    inquiry_id: crypto.randomUUID(),
    stage: 'qualified',
    conversion_name: 'Test conversion',
    occurred_at: now.toISOString(),
    value: 100,
    currency: 'USD',
    settings: destination.settings,
    secret: destination.secret,
    email: 'test@example.com',
    phone: '+1 415 555 0123',
    phone_default_country: null,
    first_name: 'Test',
    last_name: 'Lead',
    company: null,
    fbclid: null,
    fbclid_seen_at: null,
    li_fat_id: null,
    ga_client_id: '1234567890.1700000000',
    client_user_agent: 'Mozilla/5.0 (test event)',
    landing_path: '/',
    consent: { ad_user_data: true, ad_personalization: false, analytics_storage: true },
  }
}

const failed = (message: string): TestResult => ({ ok: false, message })

async function testMeta(row: ClaimedDelivery, context: TestContext): Promise<TestResult> {
  const testEventCode = String(row.settings.test_event_code ?? '').trim()
  if (!testEventCode) return failed(TEST_CONVERSION_MESSAGES.metaNoTestCode)
  const request = await metaRequest(row, { baseUrl: context.baseUrls.meta, siteUrl: context.siteUrl, testEventCode })
  if (!isRequest(request)) return failed(TEST_CONVERSION_MESSAGES.notConfigured)
  return sendOnce(context.fetch, 'Meta', request, async (response) => {
    if (!response.ok) {
      const outcome = await judgeMeta(response)
      return failed(outcome.outcome === 'rejected' || outcome.outcome === 'retry' ? outcome.message : '')
    }
    const received = Number((await readJson(response))?.events_received ?? 1)
    return { ok: true, message: TEST_CONVERSION_MESSAGES.metaReceived(received) }
  }, failed)
}

async function testGa4(row: ClaimedDelivery, context: TestContext): Promise<TestResult> {
  const request = ga4Request(row, { baseUrl: context.baseUrls.ga4, validate: true })
  if (!isRequest(request)) return failed(TEST_CONVERSION_MESSAGES.notConfigured)
  return sendOnce(context.fetch, 'GA4', request, judgeGa4Validation, failed)
}

async function testLinkedin(row: ClaimedDelivery, context: TestContext): Promise<TestResult> {
  const ruleIds = [linkedinRuleId(row.settings, 'qualified'), linkedinRuleId(row.settings, 'won')].filter((id): id is string => id !== null)
  const version = linkedinVersion(row.settings)
  if (!row.secret || ruleIds.length === 0 || !version) return failed(TEST_CONVERSION_MESSAGES.notConfigured)
  const account = String(row.settings.ad_account_id ?? '').trim()
  if (!/^\d+$/.test(account)) return failed(TEST_CONVERSION_MESSAGES.linkedinNoAccount)
  const accountUrn = encodeURIComponent(`urn:li:sponsoredAccount:${account}`)
  const names: string[] = []
  for (const id of new Set(ruleIds)) {
    const request = {
      url: `${context.baseUrls.linkedin}/rest/conversions/${id}?account=${accountUrn}`,
      init: { method: 'GET' as const, headers: linkedinHeaders(row.secret, version) },
    }
    const result = await sendOnce(context.fetch, 'LinkedIn', request, async (response): Promise<TestResult | string> => {
      if (!response.ok) return failed(platformMessage(await linkedinErrorMessage(response)))
      const rule = await readJson(response)
      if (rule?.conversionMethod !== 'CONVERSIONS_API') return failed(TEST_CONVERSION_MESSAGES.linkedinRuleNotApi(id))
      return typeof rule.name === 'string' ? `${rule.name} (${id})` : id
    }, failed)
    if (typeof result !== 'string') return result
    names.push(result)
  }
  return { ok: true, message: TEST_CONVERSION_MESSAGES.linkedinRuleOk(names.join(', ')) }
}

export async function sendTestConversion(destination: TestDestination, context: TestContext): Promise<TestResult> {
  const row = sampleConversion(destination, context.now)
  const result = destination.platform === 'meta'
    ? await testMeta(row, context)
    : destination.platform === 'ga4'
      ? await testGa4(row, context)
      : await testLinkedin(row, context)
  return result.message ? result : failed(`${PLATFORM_NAMES[destination.platform]} refused the test event.`)
}
