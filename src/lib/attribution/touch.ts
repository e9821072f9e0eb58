/**
 * A "touch": one visit as lead attribution sees it. The names are the URL parameters' and the
 * database columns' (first_utm_source, last_gclid ...), so the same object is stored in the
 * browser and sent with an inquiry.
 */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
/** Ad click ids: Google (gclid, and gbraid/wbraid on iOS), Meta, Microsoft, LinkedIn. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'] as const

export type UtmParam = (typeof UTM_PARAMS)[number]
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number]

export type Touch = Partial<Record<UtmParam | ClickIdParam, string>> & {
  /** Origin and path of the referring site; never its query, which may hold personal data. */
  referrer?: string
  /** The path the visit landed on (no query). */
  landing_path: string
  /** When the visit happened (ISO). */
  at: string
}

/** The server's caps (submit_inquiry); longer values are cut, never refused. */
const CAPS = { utm: 200, clickId: 256, referrer: 500, path: 300 } as const

function param(params: URLSearchParams, name: string, cap: number): string | undefined {
  const value = params.get(name)?.trim()
  return value ? value.slice(0, cap) : undefined
}

/** The referring site's origin and path, when it is another site than this one. */
function externalReferrer(referrer: string, here: URL): string | undefined {
  if (!referrer) return undefined
  try {
    const from = new URL(referrer)
    if (!['http:', 'https:'].includes(from.protocol) || from.host === here.host) return undefined
    return `${from.origin}${from.pathname}`.slice(0, CAPS.referrer)
  } catch {
    return undefined
  }
}

/** The touch of a page load: the address it landed on and the page that linked to it. */
export function touchFromVisit(address: string, referrer: string, now: Date): Touch {
  const url = new URL(address)
  const touch: Touch = { landing_path: url.pathname.slice(0, CAPS.path), at: now.toISOString() }
  for (const name of UTM_PARAMS) {
    const value = param(url.searchParams, name, CAPS.utm)
    if (value) touch[name] = value
  }
  for (const name of CLICK_ID_PARAMS) {
    const value = param(url.searchParams, name, CAPS.clickId)
    if (value) touch[name] = value
  }
  const from = externalReferrer(referrer, url)
  if (from) touch.referrer = from
  return touch
}

/** A visit that came from a campaign, an ad or another site (a direct visit does not). */
export function isAttributed(touch: Touch): boolean {
  return [...UTM_PARAMS, ...CLICK_ID_PARAMS].some((name) => touch[name] !== undefined) || touch.referrer !== undefined
}
