import type { CurrencyCode } from '@/lib/currencies'
import type {
  ConversionDeliveryPlatform, ConversionDeliveryState, ConversionDestinationPlatform, ConversionSkipReason, ConversionStage,
} from './conversion-enums'

export interface ConversionSettings {
  qualifiedName: string
  wonName: string
  defaultCurrency: string
  /** The feed token's first and last characters; null until one is made. */
  feedTokenHint: string | null
  /** The country a phone number typed without its country code belongs to (ISO 3166-1 alpha-2); null: none. */
  phoneDefaultCountry: string | null
}

export type ConversionSettingsInput = Pick<ConversionSettings, 'qualifiedName' | 'wonName' | 'defaultCurrency'>

export interface ConversionDelivery {
  id: string
  conversionId: string
  platform: ConversionDeliveryPlatform
  state: ConversionDeliveryState
  skipReason: ConversionSkipReason | null
  platformMessage: string | null
  attempts: number
  sentAt: string | null
  sentValue: number | null
  sentCurrency: string | null
  createdAt: string
}

/** One stage an inquiry reached, with where it went. */
export interface ConversionWithDeliveries {
  id: string
  inquiryId: string
  stage: ConversionStage
  occurredAt: string
  value: number | null
  currency: string | null
  valueChangedAt: string | null
  deliveries: ConversionDelivery[]
}

/** A delivery on the Conversions screen's recent list, with its stage. */
export interface RecentDelivery extends ConversionDelivery {
  stage: ConversionStage | null
  inquiryId: string | null
}

export interface ConversionDestination {
  platform: ConversionDestinationPlatform
  enabled: boolean
  /** Non-secret settings: ids and the test event code. */
  settings: Record<string, string>
  secretHint: string | null
  /** Since when the platform has refused our credentials or version; null while it works. */
  attentionSince: string | null
  /** The platform's own words for the refusal. */
  attentionReason: string | null
}

export interface ConversionDestinationInput {
  enabled: boolean
  settings: Record<string, string>
  /** A new secret, or empty to keep the stored one. */
  secret: string
}

export interface TestEventResult {
  ok: boolean
  message: string
}

export interface MoneyAmount {
  currency: CurrencyCode | string
  amount: number
}

export interface ReportFigures {
  leads: number
  qualified: number
  won: number
  wonValue: MoneyAmount[]
}

export interface CampaignRow extends ReportFigures {
  source: string | null
  medium: string | null
  campaign: string | null
}

export interface SalespersonRow extends ReportFigures {
  salesperson: string | null
}

export interface ConversionReport {
  campaigns: CampaignRow[]
  salespeople: SalespersonRow[]
  totals: ReportFigures
}

/** A report's period: calendar days, both included. */
export interface ReportPeriod {
  from: Date
  to: Date
}
