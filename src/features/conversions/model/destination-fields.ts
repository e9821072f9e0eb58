import { PLATFORM_SETTINGS_MESSAGES } from './conversion-admin-messages'
import type { ConversionDestinationPlatform } from './conversion-enums'

export interface DestinationField {
  key: string
  label: string
  /** Needed before the destination can send anything. */
  required: boolean
  hint?: string
}

/**
 * What each platform needs besides its secret: non-secret settings stored in the clear, and
 * the name of its secret (kept where admins never read it back; a hint only). Empty Meta event
 * names and LinkedIn version take the database's defaults when saved.
 */
export const DESTINATION_FIELDS: Record<ConversionDestinationPlatform, { settings: DestinationField[]; secretLabel: string }> = {
  meta: {
    settings: [
      { key: 'dataset_id', label: 'Dataset id', required: true },
      { key: 'test_event_code', label: 'Test event code (optional)', required: false },
      { key: 'qualified_event_name', label: 'Event name for a qualified lead', required: false, hint: 'Sent when an inquiry is set to Contacted.' },
      { key: 'won_event_name', label: 'Event name for a won deal', required: false, hint: 'Sent when an inquiry is set to Converted.' },
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
      { key: 'ad_account_id', label: 'Ad account id', required: false, hint: 'Send test event reads the rules in this account.' },
      { key: 'api_version', label: 'API version (LinkedIn-Version)', required: true, hint: 'A month LinkedIn published, like 202603; each is retired after about a year.' },
    ],
    secretLabel: 'Access token',
  },
}

/** A LinkedIn API version: a month (YYYYMM), optionally a patch (.NN), as the database checks it. */
const LINKEDIN_VERSION = /^20[2-9]\d(0[1-9]|1[0-2])(\.\d{2})?$/

/**
 * What the database would refuse in a destination's settings, by field, with its message, so
 * the form says it under the field before anything is sent (and nothing is saved).
 */
export function destinationSettingsErrors(platform: ConversionDestinationPlatform, settings: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  const value = (key: string) => (settings[key] ?? '').trim()
  if (platform === 'meta') {
    for (const key of ['qualified_event_name', 'won_event_name']) {
      if (value(key).length > 50) errors[key] = PLATFORM_SETTINGS_MESSAGES.metaEventName
    }
  }
  if (platform === 'linkedin') {
    if (value('api_version') && !LINKEDIN_VERSION.test(value('api_version'))) errors.api_version = PLATFORM_SETTINGS_MESSAGES.linkedinVersion
    if (!/^\d*$/.test(value('ad_account_id'))) errors.ad_account_id = PLATFORM_SETTINGS_MESSAGES.linkedinAccount
  }
  return errors
}
