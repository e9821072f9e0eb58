/**
 * The conversion outbox as the worker reaches it: `claim_conversion_deliveries` and
 * `record_conversion_delivery`, PostgREST RPCs called with plain fetch and the service-role key.
 */
import type { ClaimedDelivery } from './types.ts'
import { serviceRoleRpc } from '../service-rpc.ts'

export interface DeliveryRecord {
  delivery_id: string
  outcome: 'accepted' | 'sent' | 'rejected' | 'retry' | 'skipped' | 'attention'
  message: string | null
  retry_at: string | null
  skip_reason: string | null
}

export interface ConversionStore {
  claim(maxRows: number): Promise<ClaimedDelivery[]>
  /** Whether a claimed delivery is still ours to send (not erased or taken back). */
  stillClaimed(deliveryId: string): Promise<boolean>
  record(record: DeliveryRecord): Promise<void>
}

export function restConversionStore(options: { url: string; serviceRoleKey: string; fetch: typeof fetch }): ConversionStore {
  const rpc = serviceRoleRpc(options)
  return {
    claim: (maxRows) => rpc<ClaimedDelivery[]>('claim_conversion_deliveries', { max_rows: maxRows }),
    stillClaimed: async (deliveryId) =>
      (await rpc<boolean>('conversion_delivery_still_claimed', { delivery_id: deliveryId })) === true,
    async record(record) {
      await rpc('record_conversion_delivery', { ...record })
    },
  }
}
