import { PURPOSE_NAMES, RECIPIENT_FACTS } from '@/content/data-recipients'
import type { Purpose, RecipientId } from '@/lib/consent/recipients'

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/** What the cookie banner says. */
export const CONSENT_MESSAGES = {
  title: 'Cookies and your privacy',
  /**
   * The first layer, in one sentence: who receives data, purpose by purpose, naming each
   * recipient in use.
   */
  summary: (byPurpose: ReadonlyArray<[Purpose, readonly RecipientId[]]>) =>
    `With your consent, ${listed(
      byPurpose.map(([purpose, recipients]) => `${listed(recipients.map((id) => RECIPIENT_FACTS[id].name))} ${recipients.length === 1 ? 'receives' : 'receive'} data for ${PURPOSE_NAMES[purpose]}`),
    )}. Nothing loads or stays on your device until you choose.`,
  privacyLink: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save choices',
  forget: 'Forget my choice',
  gpcNotice: 'Your browser sends Global Privacy Control, so advertising stays off.',
  purposes: {
    advertising: {
      label: 'Advertising',
      description: 'Measures which ads bring enquiries, so the platforms can count and show our ads.',
    },
    analytics: {
      label: 'Measurement',
      description: 'Counts visits and how pages are used, so we can improve the site.',
    },
  },
  recipientName: (id: RecipientId) => RECIPIENT_FACTS[id].name,
  recipientReceives: (id: RecipientId) => RECIPIENT_FACTS[id].receives,
} as const
