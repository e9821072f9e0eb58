import type { ConversionStage } from './conversion-enums'

export type ClickKind = 'gclid' | 'gbraid' | 'wbraid'

export interface FeedFile {
  stage: ConversionStage
  clickKind: ClickKind
  fileName: string
}

const STAGE_FILE_NAMES: Record<ConversionStage, string> = { qualified: 'qualified-lead', won: 'won' }

/**
 * The Google feed's files, one per conversion action as Google asks: per stage, the gclid
 * clicks, and the iOS clicks (gbraid, wbraid) in files of their own.
 */
export const FEED_FILES: readonly FeedFile[] = (['qualified', 'won'] as const).flatMap((stage) =>
  (['gclid', 'gbraid', 'wbraid'] as const).map((clickKind) => ({
    stage,
    clickKind,
    fileName: `${STAGE_FILE_NAMES[stage]}${clickKind === 'gclid' ? '' : `-${clickKind}`}.csv`,
  })),
)

const FEED_FUNCTION = 'functions/v1/conversion-feed'

/** The URL Google's scheduled upload fetches: the token (URL-safe as made) in the path. */
export function feedUrlWithToken(supabaseUrl: string, token: string, fileName: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/${FEED_FUNCTION}/${token}/${fileName}`
}

/** The same file for HTTP Basic: any username, the token as the password. */
export function feedUrlForBasicAuth(supabaseUrl: string, fileName: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/${FEED_FUNCTION}/${fileName}`
}

/** Where the token goes when only its hint is known. */
export const TOKEN_PLACEHOLDER = '<token>'
