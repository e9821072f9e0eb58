// The delivery code under Node (when a failed attempt is tried again); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { recordFor } from '../../../../../supabase/functions/_shared/notifications/deliver'
import { DEFAULT_RETRY_POLICY, retryDelaySeconds, retryPolicyFromEnv } from '../../../../../supabase/functions/_shared/retry-policy'
import type { OutboxRow } from '../../../../../supabase/functions/_shared/notifications/types'
import type { DeliveryConfig } from '../../../../../supabase/functions/_shared/notifications/config'

describe('retries', () => {
  it('by default wait 30 s, doubling to at most 2 hours, 12 attempts: about 9 hours of trying', () => {
    const delays = Array.from({ length: 11 }, (_, index) => retryDelaySeconds(DEFAULT_RETRY_POLICY, index + 1, 0.5))
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7200, 7200, 7200])
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 12, 0.5)).toBeNull()
    const total = delays.reduce<number>((sum, delay) => sum + (delay ?? 0), 0)
    expect(total / 3600).toBeGreaterThan(8)
    // A receiver down for a minute is tried again within three minutes of the first failure.
    expect(delays[0]! + delays[1]!).toBeLessThanOrEqual(180)
  })

  it('spread by at most 10 %, respect Retry-After within the cap, and come from the environment', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0)).toBeCloseTo(27)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.999)).toBeCloseTo(32.99, 1)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.5, 600)).toBe(600)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.5, 86_400)).toBe(7200)
    expect(retryPolicyFromEnv({ NOTIFY_RETRY_BASE_SECONDS: '0.5', NOTIFY_RETRY_MAX_SECONDS: '4', NOTIFY_MAX_ATTEMPTS: '5' }))
      .toEqual({ baseSeconds: 0.5, maxSeconds: 4, maxAttempts: 5, jitter: 0.1 })
    expect(retryPolicyFromEnv({ NOTIFY_RETRY_BASE_SECONDS: 'soon', NOTIFY_MAX_ATTEMPTS: '-1' })).toEqual(DEFAULT_RETRY_POLICY)
  })

  it('an attempt is recorded as delivered, retrying at the back-off time, or failed with the reason', () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const deps = { config: { retry: { ...DEFAULT_RETRY_POLICY, maxAttempts: 3 } } as DeliveryConfig, now: () => now, random: () => 0.5 }
    const row = (attempts: number) => ({ id: 'n1', attempts }) as OutboxRow
    expect(recordFor(row(1), { ok: true, detail: 'HTTP 200' }, deps)).toEqual({ id: 'n1', delivered: true, error: null, retry_at: null })
    expect(recordFor(row(1), { ok: false, error: 'HTTP 500', retryable: true }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 500', retry_at: '2026-11-23T10:00:30.000Z' })
    expect(recordFor(row(3), { ok: false, error: 'HTTP 500', retryable: true }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 500 (gave up after 3 attempts)', retry_at: null })
    expect(recordFor(row(1), { ok: false, error: 'HTTP 404 Not Found', retryable: false }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 404 Not Found', retry_at: null })
  })
})
