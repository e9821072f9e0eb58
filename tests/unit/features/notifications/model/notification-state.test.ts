import { describe, expect, it } from 'vitest'
import { describeNotification, isSettled } from '@/features/notifications/model/notification-state'
import type { InquiryNotification } from '@/features/notifications/model/notification-types'

describe('a notification on the inquiry card', () => {
  const base: InquiryNotification = {
    id: 'n1', inquiryId: 'i1', destinationKind: 'webhook', destinationName: 'Slack', event: 'inquiry.created', state: 'pending',
    attempts: 0, nextAttemptAt: '2026-11-23T10:00:00Z', lastError: null, deliveredAt: null, createdAt: '2026-11-23T10:00:00Z',
  }

  it('reads as delivered, retrying with the next attempt\'s time, failed with the reason, or sending', () => {
    expect(describeNotification({ ...base, state: 'delivered', attempts: 4, deliveredAt: '2026-11-23T10:00:05Z' }))
      .toMatchObject({ label: 'Delivered', tone: 'success', detail: 'Nov 23, 10:00:05, after 4 attempts', canRetry: false })
    expect(describeNotification({ ...base, state: 'retrying', attempts: 2, nextAttemptAt: '2026-11-23T10:01:00Z', lastError: 'HTTP 500' }))
      .toMatchObject({ label: 'Retrying', detail: 'Next attempt Nov 23, 10:01:00; 2 attempts so far, last: HTTP 500', settled: false })
    expect(describeNotification({ ...base, state: 'failed', attempts: 1, lastError: 'HTTP 410 Gone' }))
      .toMatchObject({ label: 'Failed', tone: 'danger', detail: 'HTTP 410 Gone', canRetry: true, settled: true })
    expect(describeNotification({ ...base, state: 'sending' })).toMatchObject({ label: 'Sending', detail: 'Queued since Nov 23, 10:00:00', settled: false })
    expect(isSettled([{ ...base, state: 'delivered' }, { ...base, state: 'failed' }])).toBe(true)
    expect(isSettled([{ ...base, state: 'delivered' }, { ...base, state: 'retrying' }])).toBe(false)
  })
})
