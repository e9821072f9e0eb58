import type { CurrencyCode } from '@/lib/currencies'
import type {
  ConversionAdjustment, ConversionCounting, ConversionDeliveryPlatform, ConversionDeliveryState, ConversionDestinationPlatform,
  ConversionSkipReason, ConversionStage,
} from './conversion-enums'

export interface ConversionSettings {
  qualifiedName: string
  wonName: string
  defaultCurrency: string
  /** The feed token's first and last characters; null until one is made. */
  feedTokenHint: string | null
  /** The country a phone number typed without its country code belongs to (ISO 3166-1 alpha-2); null: none. */
  phoneDefaultCountry: string | null
  /** How each stage's Google Ads conversion action counts (braid clicks only with every). */
  qualifiedCounting: ConversionCounting
  wonCounting: ConversionCounting
  /** How long a won conversion waits for its deal value before it goes without one. */
  valueGraceHours: number
}

export type ConversionSettingsInput = Pick<ConversionSettings, 'qualifiedName' | 'wonName' | 'defaultCurrency'>

/** The Google Ads counting and the deal value's wait, saved by a form of their own. */
export interface ConversionTimingInput {
  qualifiedCounting: ConversionCounting
  wonCounting: ConversionCounting
  /** As typed: the form checks it, the database checks it again. */
  valueGraceHours: string
}

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
  /** A value changed after the platform took the conversion: listed for Google, or not adjustable. */
  adjustment: ConversionAdjustment | null
  adjustedValue: number | null
  adjustedCurrency: string | null
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
  /** When the deal value dialog was answered (saved or skipped); a won conversion waits until then or its wait is over. */
  valueAnsweredAt: string | null
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
