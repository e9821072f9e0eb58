/**
 * The conversion outbox as the worker reaches it: `claim_conversion_deliveries` and
 * `record_conversion_delivery`, PostgREST RPCs called with plain fetch and the service-role key.
 */
import type { ClaimedDelivery } from './types.ts'

export interface DeliveryRecord {
  delivery_id: string
  outcome: 'accepted' | 'sent' | 'rejected' | 'retry' | 'skipped'
  message: string | null
  retry_at: string | null
  skip_reason: string | null
}

export interface ConversionStore {
  claim(maxRows: number): Promise<ClaimedDelivery[]>
  record(record: DeliveryRecord): Promise<void>
}

export function restConversionStore(options: { url: string; serviceRoleKey: string; fetch: typeof fetch }): ConversionStore {
  const base = `${options.url.replace(/\/+$/, '')}/rest/v1/rpc`
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await options.fetch(`${base}/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`rpc/${name} answered ${response.status}: ${text.slice(0, 300)}`)
    return (text ? JSON.parse(text) : null) as T
  }
  return {
    claim: (maxRows) => rpc<ClaimedDelivery[]>('claim_conversion_deliveries', { max_rows: maxRows }),
    async record(record) {
      await rpc('record_conversion_delivery', { ...record })
    },
  }
}
