/**
 * The outbox as the delivery code reaches it: PostgREST RPCs called with plain fetch and the
 * service-role key (no client library, so the same code runs in Deno and in Node).
 */
import type { Fetch } from './attempt.ts'
import type { AttemptRecord, DeliverySettings, OutboxRow } from './types.ts'
import { serviceRoleRpc } from '../service-rpc.ts'

export interface OutboxStore {
  settings(): Promise<DeliverySettings>
  queueReminders(): Promise<number>
  claim(batchSize: number, leaseSeconds: number): Promise<OutboxRow[]>
  /** Whether a claimed notification is still ours to send (not erased, emptied or taken back). */
  stillClaimed(id: string): Promise<boolean>
  record(results: AttemptRecord[]): Promise<void>
}

export function restOutboxStore(options: { url: string; serviceRoleKey: string; fetch: Fetch }): OutboxStore {
  const rpc = serviceRoleRpc(options)
  return {
    async settings() {
      const [settings, policy] = await Promise.all([
        rpc<DeliverySettings>('notification_delivery_settings', {}),
        rpc<{ allow_loopback: boolean }>('webhook_address_policy', {}),
      ])
      return { ...settings, allow_loopback: policy.allow_loopback === true }
    },
    queueReminders: () => rpc<number>('queue_notification_reminders', {}),
    claim: (batchSize, leaseSeconds) =>
      rpc<OutboxRow[]>('claim_notifications', { batch_size: batchSize, lease_seconds: leaseSeconds }),
    stillClaimed: async (id) => (await rpc<boolean>('notification_still_claimed', { notification_id: id })) === true,
    async record(results) {
      if (results.length) await rpc<number>('record_notification_results', { results })
    },
  }
}
