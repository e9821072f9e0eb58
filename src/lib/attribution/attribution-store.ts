import { isAttributed, touchFromVisit, type Touch } from './touch'

/**
 * Lead attribution, kept in the visitor's own browser (first-party localStorage, nothing sent
 * anywhere until they submit an inquiry) for 90 days:
 *   first        the first visit (a direct one too);
 *   last         the latest visit from a campaign, an ad or another site; a direct visit does
 *                not replace it, so a visitor who comes back by typing the address is still
 *                credited to the campaign that brought them;
 *   salesperson  the last salesperson whose referral page the visitor opened.
 * Each part expires 90 days after it was recorded; an expired first visit is replaced by the
 * next one.
 */
export const ATTRIBUTION_STORAGE_KEY = 'lead-attribution'
export const ATTRIBUTION_MAX_AGE_DAYS = 90
const MAX_AGE_MS = ATTRIBUTION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000

interface StoredAttribution {
  v: 1
  first?: Touch
  last?: Touch
  salesperson?: { name: string; at: string }
}

/** What an inquiry carries (payload.attribution). */
export interface AttributionPayload {
  first_touch: Touch | null
  last_touch: Touch | null
  salesperson: string | null
}

// When storage is blocked (some privacy modes), attribution lasts as long as the page.
let memory: StoredAttribution = { v: 1 }

function fresh<T extends { at: string }>(part: T | undefined, now: Date): T | undefined {
  if (!part) return undefined
  const age = now.getTime() - Date.parse(part.at)
  return age >= 0 && age <= MAX_AGE_MS ? part : undefined
}

function readStorage(): StoredAttribution {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)
  } catch {
    // Storage blocked: the in-page copy stands in.
    return memory
  }
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredAttribution> | null) : null
    return parsed?.v === 1 ? (parsed as StoredAttribution) : { v: 1 }
  } catch {
    return { v: 1 }
  }
}

function load(now: Date): StoredAttribution {
  const stored = readStorage()
  return {
    v: 1,
    first: fresh(stored.first, now),
    last: fresh(stored.last, now),
    salesperson: fresh(stored.salesperson, now),
  }
}

function save(value: StoredAttribution): void {
  memory = value
  try {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the in-page copy is kept.
  }
}

/** Records a page load (call it from an effect: it reads the address, the referrer and storage). */
export function recordVisit(address: string, referrer: string, now = new Date()): void {
  const stored = load(now)
  const touch = touchFromVisit(address, referrer, now)
  save({
    ...stored,
    first: stored.first ?? touch,
    last: isAttributed(touch) ? touch : stored.last,
  })
}

/** Records that the visitor opened a valid referral page of this salesperson. */
export function recordSalesperson(name: string, now = new Date()): void {
  save({ ...load(now), salesperson: { name, at: now.toISOString() } })
}

/** What the next inquiry carries; the last touch is the first visit when no other came. */
export function readAttribution(now = new Date()): AttributionPayload {
  const stored = load(now)
  return {
    first_touch: stored.first ?? null,
    last_touch: stored.last ?? stored.first ?? null,
    salesperson: stored.salesperson?.name ?? null,
  }
}
