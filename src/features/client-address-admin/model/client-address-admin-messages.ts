import type { HopPath, HopVerdict } from './hop-check'

/** Every text of the hop-count check (back office only). */
export const CLIENT_ADDRESS_ADMIN_MESSAGES = {
  title: 'Client address check',
  intro:
    'Flood limits tell visitors apart by the address your proxies write into X-Forwarded-For. Here is what the server derived for your own request on each path, and whether the hop count looks right.',
  loading: 'Checking your request...',
  loadFailed: 'Could not check this path. Please try again.',
  functionUnavailable:
    'The Turnstile function did not answer. It is used only when the site is built with VITE_TURNSTILE_SITE_KEY; deploy it to check this path.',
  derived: 'Address derived',
  chain: 'X-Forwarded-For as it arrived',
  emptyChain: '(empty)',
  hops: 'Hop count',
  entries: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`,
  recheck: 'Check again',
  formTitle: 'Hop counts',
  formHint: 'How many entries, counted from the right end and your own included, your proxies write: from 1 to 5.',
  save: 'Save hop counts',
  saving: 'Saving...',
  saved: 'Hop counts saved',
  saveFailed: 'Could not save the hop counts. Nothing was changed.',
  outOfRange: 'A hop count must be a whole number from 1 to 5.',
} as const

export const HOP_PATH_LABELS: Record<HopPath, string> = {
  rest: 'Direct submissions (REST API)',
  function: 'Turnstile function',
}

/** The one-line verdict. */
export function verdictText(verdict: HopVerdict): string {
  switch (verdict.kind) {
    case 'fine':
      return 'Fine: a public address outside the proxy lists.'
    case 'short':
      return 'The chain is shorter than the count: the hop count is too high.'
    case 'proxy':
      return `Looks like a proxy address (${verdict.owner}): the hop count is too low, unless you are on a VPN.`
    case 'not-an-address':
      return 'The entry at the count is not an address: every such request shares one client.'
  }
}
