/**
 * One list per enumeration: every value TypeScript offers is one the database accepts, and
 * every value the database accepts is one TypeScript knows. The database's side is read from
 * the migrated database itself: the CHECK lists of the exposed tables (pg_constraint), and
 * the lists submit_inquiry and list_inquiries compare their fields with (their definitions in
 * pg_proc). A new CHECK list, or a value added on one side only, fails here.
 */
import { MEMBER_ROLES } from '@/hooks/use-admin-role'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BUDGET_RANGES,
  INQUIRY_SCREENINGS,
  INQUIRY_STATUSES,
  PROJECT_TIMELINES,
  PUBLICATION_STATES,
  QUICK_FORM_SERVICE_INTEREST,
  SERVICE_IDS,
  SERVICE_INTERESTS,
  SOURCE_PAGES,
  TO_BE_DISCUSSED,
} from '@/content/types'
import {
  CONVERSION_DELIVERY_PLATFORMS,
  CONVERSION_DELIVERY_STATES,
  CONVERSION_DESTINATION_PLATFORMS,
  CONVERSION_SKIP_REASONS,
  CONVERSION_STAGES, CONVERSION_ADJUSTMENTS, CONVERSION_COUNTINGS
} from '@/features/conversions/model/conversion-enums'
import { MEETING_MATCHES, MEETING_PROVIDERS, MEETING_STATUSES } from '@/features/meetings/model/meeting-enums'
import { SCREENING_REASON_TEXTS } from '@/features/inquiry-inbox/model/inquiry-screening'
import { OWNER_FILTERS } from '@/features/inquiry-inbox/model/inquiry-filters'
import { DESTINATION_KIND_LABELS, NOTIFICATION_EVENTS, NOTIFICATION_STATES } from '@/features/notifications/model/notification-types'
import { PRIVACY_REQUEST_ACTIONS } from '@/features/privacy/model/data-request'
import { PUBLISH_REQUEST_REASONS, PUBLISH_REQUEST_STATUSES } from '@/features/publishing/model/publishing'
import { RECIPIENT_IDS } from '@/lib/consent/recipients'
import { WITHDRAWAL_PATHS } from '@/lib/consent/inquiry-receipts'
import { CURRENCY_CODES } from '@/lib/currencies'
import { checkLists, type CheckList } from '../../scripts/db/types/introspect'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

/** The TypeScript list of every `table.column` whose CHECK limits it to a list. */
const CHECKED_COLUMNS: Record<string, readonly string[]> = {
  'portfolios.service_id': SERVICE_IDS,
  'team_members.role': MEMBER_ROLES,
  'salesperson_links.services': SERVICE_IDS,
  'portfolios.status': PUBLICATION_STATES,
  'blogs.status': PUBLICATION_STATES,
  'customer_inquiries.status': INQUIRY_STATUSES,
  'customer_inquiries.screening': INQUIRY_SCREENINGS,
  'customer_inquiries.screening_reason': Object.keys(SCREENING_REASON_TEXTS),
  'notification_destinations.kind': Object.keys(DESTINATION_KIND_LABELS),
  'notification_outbox.destination_kind': Object.keys(DESTINATION_KIND_LABELS),
  'notification_outbox.event': NOTIFICATION_EVENTS,
  'notification_outbox.state': NOTIFICATION_STATES,
  'publish_requests.reason': PUBLISH_REQUEST_REASONS,
  'publish_requests.status': PUBLISH_REQUEST_STATUSES,
  'privacy_requests.action': PRIVACY_REQUEST_ACTIONS,
  'conversions.stage': CONVERSION_STAGES,
  'inquiry_meetings.provider': MEETING_PROVIDERS,
  'inquiry_meetings.status': MEETING_STATUSES,
  'inquiry_meetings.matched_by': MEETING_MATCHES,
  'conversion_destinations.platform': CONVERSION_DESTINATION_PLATFORMS,
  'conversion_deliveries.platform': CONVERSION_DELIVERY_PLATFORMS,
  'conversion_deliveries.state': CONVERSION_DELIVERY_STATES,
  'conversion_deliveries.skip_reason': CONVERSION_SKIP_REASONS,
  'inquiry_recipient_consents.recipient': RECIPIENT_IDS,
  'inquiry_recipient_consents.withdrawn_via': WITHDRAWAL_PATHS,
  'inquiry_consent_events.recipient': RECIPIENT_IDS,
  'inquiry_consent_events.via': WITHDRAWAL_PATHS,
  'conversion_deliveries.adjustment': CONVERSION_ADJUSTMENTS,
  'conversion_settings.qualified_counting': CONVERSION_COUNTINGS,
  'conversion_settings.won_counting': CONVERSION_COUNTINGS,
}

/** What the forms may send for each field submit_inquiry checks: the wizard's lists and the quick form's fixed values. */
const INQUIRY_CHOICES = {
  service_interest: [...SERVICE_INTERESTS, QUICK_FORM_SERVICE_INTEREST],
  budget_range: [...BUDGET_RANGES, TO_BE_DISCUSSED],
  project_timeline: [...PROJECT_TIMELINES, TO_BE_DISCUSSED],
  source_page: SOURCE_PAGES,
} as const

/** The filters list_inquiries takes: one value of the column, or 'all'. */
const LIST_FILTERS = {
  status: ['all', ...INQUIRY_STATUSES],
  screening: ['all', ...INQUIRY_SCREENINGS],
  owner: OWNER_FILTERS,
} as const

let stack: TestStack
let lists: CheckList[]

beforeAll(async () => {
  stack = await startTestStack()
  lists = await checkLists(stack.db)
})

afterAll(async () => {
  await stack?.stop()
})

const sorted = (values: readonly string[]) => [...new Set(values)].sort()

/** A function's body as the database runs it. */
async function functionSource(name: string): Promise<string> {
  const { rows } = await stack.db.query<{ source: string }>(
    `select p.prosrc as source from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1`,
    [name],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!.source
}

/**
 * The literals a function compares the variable `v_<field>` with: `v_x not in ('a', 'b')`,
 * `v_x <> 'a'`, `v_x = 'a'`. Comments are dropped first.
 */
function comparedLiterals(source: string, field: string): string[] {
  const code = source.replace(/--[^\n]*/g, '')
  const literal = `'((?:[^']|'')*)'`
  const unquote = (text: string) => text.replace(/''/g, "'")
  const values: string[] = []
  // A list is literals and commas up to its closing parenthesis (a literal may hold one).
  const inList = new RegExp(`\\bv_${field}\\s+(?:not\\s+)?in\\s*\\(((?:\\s*${literal}\\s*,?)+)\\)`, 'gi')
  for (const m of code.matchAll(inList)) {
    for (const l of m[1]!.matchAll(new RegExp(literal, 'g'))) values.push(unquote(l[1]!))
  }
  for (const m of code.matchAll(new RegExp(`\\bv_${field}\\s*(?:<>|!=|=)\\s*${literal}`, 'gi'))) {
    values.push(unquote(m[1]!))
  }
  return values
}

describe('CHECK lists of the tables', () => {
  it('each one has its TypeScript list', () => {
    expect(sorted(lists.map((list) => `${list.table}.${list.column}`))).toEqual(sorted(Object.keys(CHECKED_COLUMNS)))
  })

  it.each(Object.entries(CHECKED_COLUMNS))('%s: the database and TypeScript accept the same values', (name, values) => {
    const list = lists.find((l) => `${l.table}.${l.column}` === name)
    expect(list && sorted(list.values)).toEqual(sorted(values))
  })
})

describe('the values submit_inquiry accepts', () => {
  it.each(Object.entries(INQUIRY_CHOICES))('%s: the same as the forms offer', async (field, values) => {
    const accepted = comparedLiterals(await functionSource('submit_inquiry'), field)
    expect(accepted.length).toBeGreaterThan(0)
    expect(sorted(accepted)).toEqual(sorted(values))
  })

  it('takes every service, budget and timeline the wizard offers, and the quick form’s fixed values', async () => {
    const wizardSends = Math.max(SERVICE_INTERESTS.length, BUDGET_RANGES.length, PROJECT_TIMELINES.length)
    const payloads: Record<string, unknown>[] = Array.from({ length: wizardSends }, (_, i) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `enum-${i}@example.com`,
      service_interest: SERVICE_INTERESTS[i % SERVICE_INTERESTS.length],
      budget_range: BUDGET_RANGES[i % BUDGET_RANGES.length],
      project_timeline: PROJECT_TIMELINES[i % PROJECT_TIMELINES.length],
      message: 'Checking that every choice is accepted.',
      source_page: i % 2 === 0 ? 'contact' : 'home-detailed',
      form_fill_ms: 12_000,
    }))
    payloads.push({
      first_name: 'Ada',
      last_name: '',
      email: 'enum-quick@example.com',
      service_interest: QUICK_FORM_SERVICE_INTEREST,
      budget_range: TO_BE_DISCUSSED,
      project_timeline: TO_BE_DISCUSSED,
      message: 'Checking the quick form is accepted.',
      source_page: 'home-simple',
      form_fill_ms: 12_000,
    })
    for (const payload of payloads) {
      // One network per visitor, so no flood rule weighs in.
      const { error } = await stack.anonClient({ sourceAddress: newSourceAddress() }).rpc('submit_inquiry', { payload })
      expect(error, JSON.stringify(payload)).toBeNull()
    }
    const { rows } = await stack.db.query<{ service_interest: string; budget_range: string; project_timeline: string; source_page: string }>(
      "select service_interest, budget_range, project_timeline, source_page from public.customer_inquiries where email like 'enum-%'",
    )
    for (const field of ['service_interest', 'budget_range', 'project_timeline', 'source_page'] as const) {
      expect(sorted(rows.map((row) => row[field]))).toEqual(sorted(INQUIRY_CHOICES[field]))
    }
  })
})

describe('the filters list_inquiries accepts', () => {
  it.each(Object.entries(LIST_FILTERS))('%s: the same as the inquiries screen offers', async (field, values) => {
    const accepted = comparedLiterals(await functionSource('list_inquiries'), field)
    expect(accepted.length).toBeGreaterThan(0)
    expect(sorted(accepted)).toEqual(sorted(values))
  })
})

describe('the currencies a deal value may be given in', () => {
  it('are the same in the database and in the picker', async () => {
    const { rows } = await stack.db.query<{ code: string }>('select code from private.iso_currencies')
    expect(sorted(rows.map((row) => row.code))).toEqual(sorted(CURRENCY_CODES))
    expect(CURRENCY_CODES).toContain('EUR')
  })
})
