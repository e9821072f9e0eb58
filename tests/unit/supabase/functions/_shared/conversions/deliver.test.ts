import { describe, expect, it } from 'vitest'
import { attemptConversion, recordFor } from '../../../../../../supabase/functions/_shared/conversions/deliver'
import { DEFAULT_RETRY_POLICY } from '../../../../../../supabase/functions/_shared/retry-policy'
import { claimedDelivery } from '../../../../../support/conversions'

const now = new Date('2026-11-25T12:00:00Z')
const deps = { retry: DEFAULT_RETRY_POLICY, now: () => now, random: () => 0.5 }
const unreachable = () => Promise.reject(new Error('must not be sent'))
const sendDeps = { ...deps, baseUrls: { meta: 'http://m', ga4: 'http://g', linkedin: 'http://l' }, siteUrl: null, fetch: unreachable, store: { claim: unreachable, record: unreachable } }

describe('age limits', () => {
  it('skips what is older than the platform takes, without sending', async () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString()
    expect(await attemptConversion(claimedDelivery({ platform: 'meta', occurred_at: hoursAgo(7 * 24 + 1) }), sendDeps)).toEqual({ outcome: 'skipped', skipReason: 'too_old' })
    expect(await attemptConversion(claimedDelivery({ platform: 'ga4', occurred_at: hoursAgo(73) }), sendDeps)).toEqual({ outcome: 'skipped', skipReason: 'too_old' })
    expect(await attemptConversion(claimedDelivery({ platform: 'linkedin', occurred_at: hoursAgo(90 * 24 + 1) }), sendDeps)).toEqual({ outcome: 'skipped', skipReason: 'too_old' })
  })
})

describe('recordFor', () => {
  it('a temporary failure comes back after the policy\'s delay', () => {
    expect(recordFor(claimedDelivery({ attempts: 1 }), { outcome: 'retry', message: 'Slow down' }, deps)).toEqual({
      delivery_id: claimedDelivery().delivery_id, outcome: 'retry', message: 'Slow down',
      retry_at: new Date(now.getTime() + DEFAULT_RETRY_POLICY.baseSeconds * 1000).toISOString(), skip_reason: null,
    })
  })

  it('a temporary failure on the last attempt ends as rejected, saying so', () => {
    const record = recordFor(claimedDelivery({ attempts: DEFAULT_RETRY_POLICY.maxAttempts }), { outcome: 'retry', message: 'Meta answered HTTP 503.' }, deps)
    expect(record).toMatchObject({ outcome: 'rejected', retry_at: null, message: `Meta answered HTTP 503. (gave up after ${DEFAULT_RETRY_POLICY.maxAttempts} attempts)` })
  })

  it('skips carry their reason', () => {
    expect(recordFor(claimedDelivery(), { outcome: 'skipped', skipReason: 'too_old' }, deps)).toMatchObject({ outcome: 'skipped', skip_reason: 'too_old' })
  })
})
