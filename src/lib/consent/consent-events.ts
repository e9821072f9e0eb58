import type { ConsentChoice } from './consent-choice'

/**
 * The page-wide announcements about cookie consent: a decision was made, or someone (the
 * footer's "Cookie settings") asks to reopen the banner. Apart from the stored choice, so the
 * footer, on every page's first load, carries a few lines rather than the whole reader.
 */
const DECIDED_EVENT = 'consent-decided'
const OPEN_EVENT = 'consent-settings-open'

export function announceConsentDecided(choice: ConsentChoice): void {
  window.dispatchEvent(new CustomEvent<ConsentChoice>(DECIDED_EVENT, { detail: choice }))
}

/** Calls `listener` with every new decision; returns the function that stops listening. */
export function onConsentDecided(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail)
  window.addEventListener(DECIDED_EVENT, handle)
  return () => window.removeEventListener(DECIDED_EVENT, handle)
}

/** Reopens the banner (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

/** Calls `listener` whenever someone asks to reopen the banner; returns the function that stops. */
export function onConsentSettingsOpened(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}
