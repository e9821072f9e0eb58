import type { ConversionStage } from './conversion-enums'

export type FeedFileName = 'qualified-lead.csv' | 'won.csv' | 'won-adjustments.csv'

export interface FeedFile {
  stage: ConversionStage
  /** The stage's conversions, or the restatements of won values changed after Google took them. */
  kind: 'conversions' | 'adjustments'
  fileName: FeedFileName
}

/**
 * The Google feed's files, one per conversion action as Data Manager asks: each stage's
 * conversions (gclid, GBRAID and WBRAID columns in one file), and the won deals' value
 * adjustments, which Google imports as a connection of their own.
 */
export const FEED_FILES: readonly FeedFile[] = [
  { stage: 'qualified', kind: 'conversions', fileName: 'qualified-lead.csv' },
  { stage: 'won', kind: 'conversions', fileName: 'won.csv' },
  { stage: 'won', kind: 'adjustments', fileName: 'won-adjustments.csv' },
]

const FEED_FUNCTION = 'functions/v1/conversion-feed'

/** The URL Data Manager's HTTPS source fetches with a username and password (HTTP Basic): the token is the password. */
export function feedUrlForBasicAuth(supabaseUrl: string, fileName: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/${FEED_FUNCTION}/${fileName}`
}

/** The same file with the token (URL-safe as made) in the path, for a download by hand. */
export function feedUrlWithToken(supabaseUrl: string, token: string, fileName: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/${FEED_FUNCTION}/${token}/${fileName}`
}

/** The username to give Data Manager: the feed reads only the password. */
export const FEED_USERNAME = 'google-ads'

/** Where the token goes when only its hint is known. */
export const TOKEN_PLACEHOLDER = '<token>'
