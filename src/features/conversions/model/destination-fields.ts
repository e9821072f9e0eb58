import type { ConversionDestinationPlatform } from './conversion-enums'

export interface DestinationField {
  key: string
  label: string
  /** Needed before the destination can send anything. */
  required: boolean
}

/**
 * What each platform needs besides its secret: non-secret settings stored in the clear, and
 * the name of its secret (kept where admins never read it back; a hint only).
 */
export const DESTINATION_FIELDS: Record<ConversionDestinationPlatform, { settings: DestinationField[]; secretLabel: string }> = {
  meta: {
    settings: [
      { key: 'dataset_id', label: 'Dataset id', required: true },
      { key: 'test_event_code', label: 'Test event code (optional)', required: false },
    ],
    secretLabel: 'Access token',
  },
  ga4: {
    settings: [{ key: 'measurement_id', label: 'Measurement id', required: true }],
    secretLabel: 'API secret',
  },
  linkedin: {
    settings: [
      { key: 'qualified_rule_id', label: 'Qualified lead conversion rule id', required: true },
      { key: 'won_rule_id', label: 'Won conversion rule id', required: true },
    ],
    secretLabel: 'Access token',
  },
}
