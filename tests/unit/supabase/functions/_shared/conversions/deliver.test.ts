import { describe, expect, it } from 'vitest'
import { attemptConversion, recordFor, runConversionDelivery } from '../../../../../../supabase/functions/_shared/conversions/deliver'
import { DEFAULT_RETRY_POLICY } from '../../../../../../supabase/functions/_shared/retry-policy'
import { claimedDelivery } from '../../../../../support/conversions'

const now = new Date('2026-11-25T12:00:00Z')
const deps = { retry: DEFAULT_RETRY_POLICY, now: () => now, random: () => 0.5 }
const unreachable = () => Promise.reject(new Error('must not be sent'))
const sendDeps = { ...deps, baseUrls: { meta: 'http://m', ga4: 'http://g', linkedin: 'http://l' }, siteUrl: null, fetch: unreachable, store: { claim: unreachable, stillClaimed: unreachable, record: unreachable } }

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

describe('runConversionDelivery', () => {
  it('sends and records only the deliveries the database still holds for this run (an erased person\'s are neither)', async () => {
    const kept = claimedDelivery({ delivery_id: '00000000-0000-4000-8000-0000000000d1', occurred_at: new Date(now.getTime() - 3600_000).toISOString() })
    const erased = claimedDelivery({ delivery_id: '00000000-0000-4000-8000-0000000000d2', email: 'erased@example.com', occurred_at: kept.occurred_at })
    let batches = [[kept, erased]]
    const sentBodies: string[] = []
    const recorded: string[] = []
    const summary = await runConversionDelivery({
      ...deps,
      baseUrls: { meta: 'http://m', ga4: 'http://g', linkedin: 'http://l' },
      siteUrl: null,
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        sentBodies.push(String(init?.body ?? ''))
        return new Response('{"events_received":1}', { status: 200 })
      }) as typeof fetch,
      store: {
        claim: async () => {
          const batch = batches[0] ?? []
          batches = []
          return batch
        },
        stillClaimed: async (id) => id === kept.delivery_id,
        record: async (record) => {
          recorded.push(record.delivery_id)
        },
      },
    }, { batchSize: 25, budgetMs: 60_000 })
    expect(recorded).toEqual([kept.delivery_id])
    expect(sentBodies).toHaveLength(1)
    expect(sentBodies.join('')).not.toContain(erased.delivery_id)
    expect(Object.values(summary).reduce((sum, count) => sum + count, 0)).toBe(1)
  })
})
