/**
 * Who receives data about a visitor, by the consent they give: the recipients (the platforms),
 * each under one purpose. The ids are the conversion ledger's platform ids.
 *   google_ads, meta, linkedin  advertising (ad click ids and, for a lead, its conversions)
 *   ga4                         analytics (measurement)
 * The recipients "in use" are those the site must name: the tags this build was configured with
 * plus the conversion destinations the back office had enabled when the site was published
 * (rpc/consent_recipients, read by the build and written into every page). Only those are
 * named by the banner and the privacy policy, and asked about.
 */
export const RECIPIENT_IDS = ['google_ads', 'meta', 'linkedin', 'ga4'] as const
export type RecipientId = (typeof RECIPIENT_IDS)[number]

export const PURPOSES = ['advertising', 'analytics'] as const
export type Purpose = (typeof PURPOSES)[number]

export const RECIPIENT_PURPOSE: Record<RecipientId, Purpose> = {
  google_ads: 'advertising',
  meta: 'advertising',
  linkedin: 'advertising',
  ga4: 'analytics',
}

/** The page's record of the recipients published with the site (a `<meta>` the build writes). */
export const PUBLISHED_RECIPIENTS_META = 'consent-recipients'

/** The tags a build is configured with (see tracker-ids.ts). */
export interface TagIds {
  adsConversionId?: string
  gtmId?: string
  gtmAnalyticsOnly?: boolean
}

/** Known recipient ids among `values`, once each, in the canonical order. */
export function toRecipientIds(values: readonly unknown[]): RecipientId[] {
  return RECIPIENT_IDS.filter((id) => values.includes(id))
}

/**
 * What the tags imply: the Google Ads tag sends to Google Ads; a tag manager container may hold
 * Google Ads and Google Analytics tags, or analytics alone when the deployment says so.
 */
export function recipientsFromTags(ids: TagIds): RecipientId[] {
  const found: RecipientId[] = []
  if (ids.adsConversionId || (ids.gtmId && !ids.gtmAnalyticsOnly)) found.push('google_ads')
  if (ids.gtmId) found.push('ga4')
  return toRecipientIds(found)
}

/** The recipients the site must name: its tags' and the published destinations. */
export function recipientsInUse(ids: TagIds, published: readonly unknown[]): RecipientId[] {
  return toRecipientIds([...recipientsFromTags(ids), ...published])
}

// While the build renders pages (no document), the list it read from the database.
let readByBuild: RecipientId[] = []

/** The build: the destinations it read, so the pages it renders say what the browser will. */
export function setPublishedRecipients(values: readonly unknown[]): void {
  readByBuild = toRecipientIds(values)
}

/**
 * The published destinations: in the browser as the page states them (none outside a built
 * page, e.g. the development server); while the build renders, the list it read.
 */
export function publishedRecipients(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): RecipientId[] {
  if (!doc) return readByBuild
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PUBLISHED_RECIPIENTS_META}"]`)?.content ?? ''
  return toRecipientIds(content.split(','))
}

/** The recipients of the given purpose, in order. */
export const recipientsFor = (purpose: Purpose, recipients: readonly RecipientId[]) =>
  recipients.filter((id) => RECIPIENT_PURPOSE[id] === purpose)
