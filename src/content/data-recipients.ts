import type { Purpose, RecipientId } from '@/lib/consent/recipients'

/**
 * What each recipient receives, said once for the cookie banner and the privacy policy (which
 * name only the recipients in use: src/lib/consent/recipients.ts). Kept true to what the code
 * sends: the tags (features/analytics/), the Google Ads feed and the conversion delivery
 * function (supabase/functions/).
 */
export interface RecipientFacts {
  name: string
  /** One line for the banner's Customise view. */
  receives: string
  /** What, and when, for the privacy policy's sharing section. */
  policy: string
}

export const RECIPIENT_FACTS: Record<RecipientId, RecipientFacts> = {
  google_ads: {
    name: 'Google Ads',
    receives: "Google's ad cookies and the pages you visit, the Google click id you arrived with, and when you become a qualified lead or a client (with the deal value).",
    policy:
      "Google Ads (Google Ireland / Google LLC) receives, through Google's ad tag on this site, the pages you visit and its advertising cookies (_gcl_*), and, when your inquiry becomes a qualified lead or a client, the Google click identifier you arrived with, that stage, its time and the deal value. No name, email, phone or message.",
  },
  meta: {
    name: 'Meta',
    receives: 'Your email, phone and name (hashed), the Facebook click id, your browser and landing page, when you become a qualified lead or a client (with the deal value).',
    policy:
      "Meta (Meta Platforms Ireland) receives, when your inquiry becomes a qualified lead or a client, that stage, its time and the deal value, with your email address, phone number and name as one-way hashes (SHA-256), the Facebook click identifier you arrived with, your browser's user agent and the page you landed on, so it can match the conversion to its ads.",
  },
  linkedin: {
    name: 'LinkedIn',
    receives: 'Your email (hashed), the LinkedIn click id, your name and company, when you become a qualified lead or a client (with the deal value).',
    policy:
      'LinkedIn (LinkedIn Ireland) receives, when your inquiry becomes a qualified lead or a client, that stage, its time and the deal value, with your email address as a one-way hash (SHA-256), the LinkedIn click identifier you arrived with, and your first and last name and company, so it can match the conversion to its ads.',
  },
  ga4: {
    name: 'Google Analytics',
    receives: "Google Analytics' cookies and the pages you visit, and when you become a qualified lead or a client (with the deal value).",
    policy:
      "Google Analytics (Google Ireland / Google LLC) receives, through Google's tags on this site, the pages you visit and how you use them, with its analytics cookies (_ga, _ga_*), and, when your inquiry becomes a qualified lead or a client, that stage, its time and the deal value, tied to Google Analytics' identifier of your browser.",
  },
}

/** The purposes as the banner and the policy name them. */
export const PURPOSE_NAMES: Record<Purpose, string> = {
  advertising: 'advertising',
  analytics: 'measurement',
}
