import type { Inquiry } from '@/content/types'

/**
 * An inquiry's consent as the back office and the CSV export say it. Advertising is granted
 * only when all three advertising types were (ad_storage, ad_user_data, ad_personalization:
 * the banner's one advertising switch sets them together); an inquiry sent without consent
 * reads "not given" everywhere.
 */
export type ConsentAnswer = 'granted' | 'denied' | 'not given'
export type GpcAnswer = 'on' | 'off' | 'not given'

export interface ConsentSummary {
  advertising: ConsentAnswer
  analytics: ConsentAnswer
  gpc: GpcAnswer
  /** When the visitor chose, and the banner's version; null when not given. */
  decidedAt: string | null
  version: string | null
}

const answer = (granted: boolean): ConsentAnswer => (granted ? 'granted' : 'denied')

export function consentSummary(inquiry: Pick<Inquiry, 'consent'>): ConsentSummary {
  const consent = inquiry.consent
  if (!consent) return { advertising: 'not given', analytics: 'not given', gpc: 'not given', decidedAt: null, version: null }
  return {
    advertising: answer(consent.adStorage && consent.adUserData && consent.adPersonalization),
    analytics: answer(consent.analyticsStorage),
    gpc: consent.gpc ? 'on' : 'off',
    decidedAt: consent.decidedAt,
    version: consent.version,
  }
}
