import type { Tables } from '@/lib/database.types'
import type {
  ConversionDelivery, ConversionDestination, ConversionSettings, ConversionSettingsInput, ConversionTimingInput, ConversionWithDeliveries,
} from './conversion-types'

export const DELIVERY_COLUMNS =
  'id, conversion_id, platform, state, skip_reason, platform_message, attempts, sent_at, sent_value, sent_currency, created_at, adjustment, adjusted_value, adjusted_currency'
export const CONVERSION_COLUMNS = 'id, inquiry_id, stage, occurred_at, value, currency, value_changed_at, value_answered_at'

export type DeliveryRow = Pick<
  Tables<'conversion_deliveries'>,
  | 'id' | 'conversion_id' | 'platform' | 'state' | 'skip_reason' | 'platform_message' | 'attempts' | 'sent_at' | 'sent_value' | 'sent_currency'
  | 'created_at' | 'adjustment' | 'adjusted_value' | 'adjusted_currency'
>
export type ConversionRow = Pick<
  Tables<'conversions'>, 'id' | 'inquiry_id' | 'stage' | 'occurred_at' | 'value' | 'currency' | 'value_changed_at' | 'value_answered_at'
>

export const toSettings = (row: Tables<'conversion_settings'>): ConversionSettings => ({
  qualifiedName: row.qualified_name,
  wonName: row.won_name,
  defaultCurrency: row.default_currency,
  feedTokenHint: row.feed_token_hint,
  phoneDefaultCountry: row.phone_default_country,
  qualifiedCounting: row.qualified_counting,
  wonCounting: row.won_counting,
  valueGraceHours: row.value_grace_hours,
})

export const toTimingRow = (input: ConversionTimingInput) => ({
  qualified_counting: input.qualifiedCounting,
  won_counting: input.wonCounting,
  value_grace_hours: Number(input.valueGraceHours.trim()),
})

export const toSettingsRow = (input: ConversionSettingsInput) => ({
  qualified_name: input.qualifiedName,
  won_name: input.wonName,
  default_currency: input.defaultCurrency,
})

/** numeric comes as a string from PostgREST on some servers; the screen counts with numbers. */
const toNumber = (value: number | string | null) => (value === null ? null : Number(value))

export const toDelivery = (row: DeliveryRow): ConversionDelivery => ({
  id: row.id,
  conversionId: row.conversion_id,
  platform: row.platform,
  state: row.state,
  skipReason: row.skip_reason,
  platformMessage: row.platform_message,
  attempts: row.attempts,
  sentAt: row.sent_at,
  sentValue: toNumber(row.sent_value),
  sentCurrency: row.sent_currency,
  createdAt: row.created_at,
  adjustment: row.adjustment,
  adjustedValue: toNumber(row.adjusted_value),
  adjustedCurrency: row.adjusted_currency,
})

/** Stages in their order (qualified, then won), each with its deliveries. */
export function toLedger(conversions: readonly ConversionRow[], deliveries: readonly DeliveryRow[]): ConversionWithDeliveries[] {
  return [...conversions]
    .sort((a, b) => (a.stage === b.stage ? 0 : a.stage === 'qualified' ? -1 : 1))
    .map((row) => ({
      id: row.id,
      inquiryId: row.inquiry_id,
      stage: row.stage,
      occurredAt: row.occurred_at,
      value: toNumber(row.value),
      currency: row.currency,
      valueChangedAt: row.value_changed_at,
      valueAnsweredAt: row.value_answered_at,
      deliveries: deliveries.filter((d) => d.conversion_id === row.id).map(toDelivery),
    }))
}

export const toDestination = (row: Tables<'conversion_destinations'>): ConversionDestination => ({
  platform: row.platform,
  enabled: row.enabled,
  settings: Object.fromEntries(
    Object.entries((row.settings ?? {}) as Record<string, unknown>).map(([key, value]) => [key, value == null ? '' : String(value)]),
  ),
  secretHint: row.secret_hint,
  attentionSince: row.attention_since,
  attentionReason: row.attention_reason,
})
