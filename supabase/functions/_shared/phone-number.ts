/**
 * The one reading of a phone number a visitor typed, for the ad platforms (they match a phone
 * only in international E.164 form) and for the inquiry card, with libphonenumber-js (the
 * maintained port of Google's libphonenumber) and its smallest metadata: it validates each
 * country's number lengths and leading digits, enough to tell a number from a typo.
 * - A number written with "+" or "00" keeps the country it names ("0044 20 7946 0958" is
 *   British wherever the site is);
 * - a national number ("(415) 555-0123") takes the site's default country, and without one it
 *   stays unread: guessing would make "020 7946 0958" an Egyptian number;
 * - what does not parse as a valid number is nobody's number: it is never sent.
 * Imported as an `npm:` specifier, the form Supabase's Edge Runtime documents; Deno takes it
 * from the project's node_modules (offline), and Vite, Vitest and TypeScript alias it to the
 * same package (vite.config.ts, vitest.config.ts, tsconfig paths). The version is the one
 * package.json installs (a test holds them together).
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'npm:libphonenumber-js@1.13.16/min'

export interface ReadPhone {
  /** `+` and the digits: what Google takes. */
  e164: string
  /** For people: `+44 20 7946 0958`. */
  international: string
  /** ISO 3166-1 alpha-2, when the number names one country. */
  country: string | null
}

const COUNTRY = /^[A-Z]{2}$/

export function readPhone(raw: string | null | undefined, defaultCountry: string | null | undefined): ReadPhone | null {
  const typed = (raw ?? '').trim()
  if (!/\d/.test(typed)) return null
  // "00" is the international prefix in most of the world: the country code follows it.
  const text = typed.replace(/^00(?=\s*[1-9])/, '+')
  const country = defaultCountry && COUNTRY.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined
  if (!text.startsWith('+') && !country) return null
  const parsed = parsePhoneNumberFromString(text, country ? { defaultCountry: country } : undefined)
  if (!parsed || !parsed.isValid()) return null
  return { e164: parsed.number, international: parsed.formatInternational(), country: parsed.country ?? null }
}

/** The countries a default can be: every one the metadata knows, with its calling code. */
export function phoneCountries(): Array<{ code: string; callingCode: string }> {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }))
}
