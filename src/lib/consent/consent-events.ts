import type { ConsentChoice } from './consent-choice'

/**
 * The page-wide announcements about cookie consent: a decision was made, or someone (the
 * footer's "Cookie settings") asks to reopen the banner. Apart from the stored choice, so the
 * footer, on every page's first load, carries a few lines rather than the whole reader.
 */
const DECIDED_EVENT = 'consent-decided'
const OPEN_EVENT = 'consent-settings-open'

/** What a decision announces: the new choice (null: forgotten) and the one it replaced. */
export interface ConsentChange {
  choice: ConsentChoice | null
  previous: ConsentChoice | null
}

export function announceConsentDecided(choice: ConsentChoice | null, previous: ConsentChoice | null): void {
  window.dispatchEvent(new CustomEvent<ConsentChange>(DECIDED_EVENT, { detail: { choice, previous } }))
}

/** Calls `listener` with every new decision (null: forgotten); returns the function that stops listening. */
export function onConsentDecided(listener: (choice: ConsentChoice | null, previous: ConsentChoice | null) => void): () => void {
  const handle = (event: Event) => {
    const { choice, previous } = (event as CustomEvent<ConsentChange>).detail
    listener(choice, previous)
  }
  window.addEventListener(DECIDED_EVENT, handle)
  return () => window.removeEventListener(DECIDED_EVENT, handle)
}

// A click on "Cookie settings" before the banner's host has loaded (it loads after the first
// paint) is kept for it rather than lost.
let openListeners = 0
let openMissed = false

/** Reopens the banner (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  if (openListeners === 0) openMissed = true
  window.dispatchEvent(new Event(OPEN_EVENT))
}

/**
 * Calls `listener` whenever someone asks to reopen the banner, and at once for a request made
 * before anyone listened; returns the function that stops.
 */
export function onConsentSettingsOpened(listener: () => void): () => void {
  openListeners += 1
  window.addEventListener(OPEN_EVENT, listener)
  if (openMissed) {
    openMissed = false
    listener()
  }
  return () => {
    openListeners -= 1
    window.removeEventListener(OPEN_EVENT, listener)
  }
}
