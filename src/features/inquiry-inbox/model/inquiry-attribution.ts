import type { Inquiry, InquiryTouch } from '@/content/types'

/** The ad click ids of a touch, by the network that set them. */
const CLICK_IDS: ReadonlyArray<{ key: keyof InquiryTouch; label: string }> = [
  { key: 'gclid', label: 'Google Ads (gclid)' },
  { key: 'gbraid', label: 'Google Ads (gbraid)' },
  { key: 'wbraid', label: 'Google Ads (wbraid)' },
  { key: 'fbclid', label: 'Meta (fbclid)' },
  { key: 'msclkid', label: 'Microsoft Ads (msclkid)' },
  { key: 'liFatId', label: 'LinkedIn (li_fat_id)' },
]

export function adClicks(touch: InquiryTouch | null): string[] {
  return touch ? CLICK_IDS.filter(({ key }) => touch[key]).map(({ label }) => label) : []
}

/** The referring site's host, without www. */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null
  try {
    return new URL(referrer).host.replace(/^www\./, '')
  } catch {
    return referrer
  }
}

/** Whether the first visit says something the last one does not (another page or origin). */
export function firstVisitDiffers(inquiry: Pick<Inquiry, 'firstTouch' | 'lastTouch'>): boolean {
  const { firstTouch: first, lastTouch: last } = inquiry
  if (!first || !last) return false
  return first.at !== last.at || first.landingPath !== last.landingPath
}

/** How the salesperson is named on the card and in filters: their display name, else the link's name. */
export function salespersonLabel(salesperson: { name: string; displayName: string | null } | null): string | null {
  return salesperson ? (salesperson.displayName ?? salesperson.name) : null
}
