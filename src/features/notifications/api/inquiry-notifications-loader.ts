import { adminClient } from '@/lib/admin-client'
import type { InquiryNotification } from '../model/notification-types'
import { listInquiryNotifications } from './notifications'

/**
 * Every inquiry card asks for its own notifications; the asks made together (one list page
 * rendering) are answered by one request.
 */
let pending: Map<string, Array<{ resolve: (value: InquiryNotification[]) => void; reject: (error: unknown) => void }>> | null = null

async function flush(batch: NonNullable<typeof pending>) {
  try {
    const all = await listInquiryNotifications(adminClient, [...batch.keys()])
    for (const [inquiryId, waiters] of batch) {
      const own = all.filter((notification) => notification.inquiryId === inquiryId)
      for (const waiter of waiters) waiter.resolve(own)
    }
  } catch (error) {
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
  }
}

export function loadInquiryNotifications(inquiryId: string): Promise<InquiryNotification[]> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      const batch = new Map<string, Array<{ resolve: (value: InquiryNotification[]) => void; reject: (error: unknown) => void }>>()
      pending = batch
      setTimeout(() => {
        pending = null
        void flush(batch)
      }, 0)
    }
    const waiters = pending.get(inquiryId) ?? []
    waiters.push({ resolve, reject })
    pending.set(inquiryId, waiters)
  })
}
