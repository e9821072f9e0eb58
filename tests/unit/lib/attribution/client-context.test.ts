import { describe, expect, it } from 'vitest'
import { clientContext, gaClientIdFromCookie, USER_AGENT_MAX } from '@/lib/attribution/client-context'
import type { ConsentPayload } from '@/lib/consent/consent-payload'

const consent = (analytics: boolean): ConsentPayload => ({
  version: '1', decided_at: '2026-11-25T10:00:00Z', ad_storage: true, ad_user_data: true,
  ad_personalization: true, analytics_storage: analytics, gpc: false, recipients: { google_ads: true, ga4: analytics },
})
const COOKIES = 'theme=dark; _ga=GA1.1.1234567890.1700000000; _ga_ABC123=GS1.1.1700000000.1.0.1700000000.0.0.0'

describe('gaClientIdFromCookie', () => {
  it("is the _ga cookie's last two parts", () => {
    expect(gaClientIdFromCookie(COOKIES)).toBe('1234567890.1700000000')
    expect(gaClientIdFromCookie('_ga=GA1.2.987.654')).toBe('987.654')
  })

  it('is nothing without a _ga cookie or with a malformed one', () => {
    expect(gaClientIdFromCookie('')).toBeNull()
    expect(gaClientIdFromCookie('_ga_ABC123=GS1.1.1700000000.1')).toBeNull()
    expect(gaClientIdFromCookie('_ga=<script>')).toBeNull()
  })
})

describe('clientContext', () => {
  it('carries the user agent and, with analytics consent, the GA client id', () => {
    expect(clientContext(consent(true), COOKIES, 'Mozilla/5.0 Test')).toEqual({
      client_user_agent: 'Mozilla/5.0 Test', ga_client_id: '1234567890.1700000000',
    })
  })

  it('never carries the GA client id without analytics consent', () => {
    expect(clientContext(consent(false), COOKIES, 'Mozilla/5.0 Test')).toEqual({ client_user_agent: 'Mozilla/5.0 Test' })
    expect(clientContext(undefined, COOKIES, 'Mozilla/5.0 Test')).toEqual({ client_user_agent: 'Mozilla/5.0 Test' })
  })

  it('cuts a very long user agent to the stored limit', () => {
    expect(clientContext(undefined, '', 'x'.repeat(2000)).client_user_agent).toHaveLength(USER_AGENT_MAX)
  })
})
