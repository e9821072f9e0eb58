import { hasGlobalPrivacyControl, purposeAllowed, readConsentChoice, type ConsentChoice } from '@/lib/consent/consent-choice'
import { CLICK_ID_PARAMS, isAttributed, touchFromVisit, type Touch } from './touch'

/**
 * Lead attribution: what brought the visitor, kept in memory for the page and, only with their
 * consent, in their own browser (first-party localStorage, nothing sent anywhere until they
 * submit an inquiry) for 90 days:
 *   first        the first visit (a direct one too);
 *   last         the latest visit from a campaign, an ad or another site; a direct visit does
 *                not replace it, so a visitor who comes back by typing the address is still
 *                credited to the campaign that brought them;
 *   salesperson  the last salesperson whose referral page the visitor opened.
 * Each part expires 90 days after it was recorded; an expired first visit is replaced by the
 * next one.
 *
 * What the device may keep (attributionStorage): nothing before a choice or after a refusal,
 * the whole record once an advertising recipient is allowed, the record without its ad click
 * ids when only analytics is. Until then it lives in memory, so an inquiry sent in the same
 * visit still carries it.
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

/** How much of the record the device may keep under a choice. */
export type AttributionStorage = 'none' | 'without_click_ids' | 'all'

export function attributionStorage(choice: ConsentChoice | null, gpc: boolean): AttributionStorage {
  if (purposeAllowed(choice, 'advertising', gpc)) return 'all'
  return purposeAllowed(choice, 'analytics', gpc) ? 'without_click_ids' : 'none'
}

// The page's own copy, the whole record: read from storage once, then kept here.
let memory: StoredAttribution | null = null

function fresh<T extends { at: string }>(part: T | undefined, now: Date): T | undefined {
  if (!part) return undefined
  const age = now.getTime() - Date.parse(part.at)
  return age >= 0 && age <= MAX_AGE_MS ? part : undefined
}

function readStorage(): StoredAttribution {
  try {
    const raw = window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredAttribution> | null) : null
    return parsed?.v === 1 ? (parsed as StoredAttribution) : { v: 1 }
  } catch {
    // Storage blocked or unreadable: nothing kept.
    return { v: 1 }
  }
}

function withoutClickIds(touch: Touch | undefined): Touch | undefined {
  if (!touch) return undefined
  const kept = { ...touch }
  for (const name of CLICK_ID_PARAMS) delete kept[name]
  return kept
}

/** Writes what the current choice lets the device keep of the record, and removes the rest. */
function persist(value: StoredAttribution): void {
  const allowed = attributionStorage(readConsentChoice(), hasGlobalPrivacyControl())
  try {
    if (allowed === 'none') {
      window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
      return
    }
    const kept = allowed === 'all' ? value : { ...value, first: withoutClickIds(value.first), last: withoutClickIds(value.last) }
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the in-page copy is kept.
  }
}

function load(now: Date): StoredAttribution {
  if (!memory) {
    memory = readStorage()
    // A record kept under an earlier choice that no longer allows it leaves the device now.
    persist(memory)
  }
  return {
    v: 1,
    first: fresh(memory.first, now),
    last: fresh(memory.last, now),
    salesperson: fresh(memory.salesperson, now),
  }
}

function save(value: StoredAttribution): void {
  memory = value
  persist(value)
}

/**
 * After a consent decision: the device keeps what it now allows (the record kept in memory
 * until then is written) and loses what it no longer does.
 */
export function applyConsentToAttribution(now = new Date()): void {
  save(load(now))
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
