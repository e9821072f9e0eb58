import type { HoldingCounts } from './data-request'

/** Every text of the Privacy screen (back office only). */
export const PRIVACY_ADMIN_MESSAGES = {
  loadSettings: 'Failed to load the retention policy. Please try again.',
  saveSettings: 'Failed to save the retention policy. Please try again.',
  settingsSaved: 'Retention policy saved',
  publishRequested: 'The public privacy policy is being rebuilt with the new values.',
  publishFailed: 'Saved, but the public pages could not be rebuilt: publish from the dashboard.',
  loadRuns: 'Could not load the last retention run.',
  loadRequests: 'Could not load the record of requests.',
  lookupFailed: 'Could not look up this address. Please try again.',
  exportFailed: 'Could not export this address\'s data. Please try again.',
  eraseFailed: 'Could not erase this address\'s data. Nothing was removed.',
  exported: 'Export downloaded',
  erased: (email: string) => `Everything held about ${email} was erased`,
  nothingHeld: (email: string) => `Nothing is held about ${email}.`,
  nothingErased: (email: string) => `Nothing is held about ${email}; nothing was erased.`,
  eraseQuestion: (email: string) => `Erase everything held about ${email}?`,
  eraseWarning: 'This removes, in one step and for good:',
  eraseAuditNote: 'The request itself is recorded with the address only as a keyed hash, so you can later confirm it was erased.',
  erasureRecordFailed: 'Could not check whether this address was erased before.',
  neverErased: (email: string) => `No erasure of ${email} is on record.`,
  erasedBefore: (email: string, times: number, when: string) =>
    `${email} was erased ${times === 1 ? 'once' : `${times} times`}, last on ${when}.`,
  withdrawalFailed: 'Could not record the withdrawal. Nothing was changed.',
  withdrawalTitle: (email: string) => `Record a withdrawal of consent by ${email}`,
  withdrawalIntro:
    'For a person who withdraws their consent by mail or phone. Each inquiry from this address keeps what was given and when, and records the withdrawal; conversions not yet sent to those platforms are not sent.',
  withdrawalPurposes: 'What they withdraw',
  withdrawalNoneChosen: 'Choose at least one purpose.',
  withdrawalRecorded: (email: string, leads: number) =>
    `Withdrawal recorded for ${leads} ${leads === 1 ? 'inquiry' : 'inquiries'} from ${email}`,
  nothingToWithdraw: (email: string) =>
    `No inquiry from ${email} carries that consent; the request was recorded and nothing changed.`,
  noRun: 'The retention policy has not run yet. It runs every day at 03:00 UTC.',
  noRequests: 'No requests yet.',
  browserBackups: 'Content backups downloaded from Data Tools hold projects and posts only, never an inquiry: there is nothing to erase in them.',
} as const

export const PRIVACY_PAGE_TEXT = {
  title: 'Privacy',
  subtitle: 'How long the site keeps what people send, and what you can show or erase when a person asks.',
  retentionTitle: 'Retention policy',
  retentionIntro:
    'Applied every day at 03:00 UTC. The privacy policy page states these values; saving rebuilds the public pages so it always says what is applied.',
  lastRunTitle: 'Last run',
  requestTitle: 'A person\'s data',
  requestIntro:
    'Enter the email address a person wrote from to see everything held about them: export it as one JSON file (access and portability), record a withdrawal of their consent, or erase all of it (erasure).',
  requestsLogTitle: 'Record of requests',
} as const

/** The purposes a withdrawal names, with the recipients each covers. */
export const WITHDRAWAL_PURPOSE_LABELS = {
  advertising: { label: 'Advertising', recipients: 'Google Ads, Meta, LinkedIn' },
  analytics: { label: 'Analytics', recipients: 'Google Analytics (GA4)' },
} as const

/** The counts in a sentence for a toast or the record of requests, e.g. "2 inquiries, 3 notifications". */
export function countsSummary(counts: HoldingCounts): string {
  const inquiries = counts.inquiries_active + counts.inquiries_trashed + counts.inquiries_held + counts.inquiries_spam
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return `${part(inquiries, 'inquiry', 'inquiries')}, ${part(counts.notifications, 'notification', 'notifications')}`
}

/** What each kind of a retention run removed, as the Privacy screen says it. */
export const RETENTION_RUN_LABELS = {
  inquiries_expired: 'Inquiries past the retention period',
  inquiries_trashed: 'Inquiries purged from the trash',
  inquiries_screened: 'Held and spam inquiries purged',
  notifications_emptied: 'Notification payloads emptied',
  privacy_requests_removed: 'Records of privacy requests past their period',
  // speed:
  meetings_unmatched_removed: 'Unmatched meetings past the retention period',
} as const
