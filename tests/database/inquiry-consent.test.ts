/**
 * The consent a visitor had given travels with their inquiry: rpc/submit_inquiry checks
 * payload.consent like every other field, stores it in the consent_* columns, stores an
 * inquiry without it as "not given" (every column null), and refuses any other shape with a
 * clear 400 that leaves the table as it was.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let service: SupabaseClient<Database>
let counter = 0

const CONSENT = {
  version: '2026-11',
  decided_at: '2026-11-25T10:15:00.000Z',
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: false,
  analytics_storage: true,
  gpc: false,
}

function payload(consent?: unknown): Record<string, unknown> {
  counter += 1
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace${counter}@example.com`,
    phone: '',
    company: '',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '3-6 months',
    message: 'We would like a compiler for our web application.',
    source_page: 'contact',
    website: '',
    form_fill_ms: 12_000,
    ...(consent === undefined ? {} : { consent }),
  }
}

/** Each submission from its own network, so no flood rule ever holds one. */
const visitor = () => stack.anonClient({ sourceAddress: newSourceAddress() })

async function rowCount(): Promise<number> {
  const { count, error } = await service.from('customer_inquiries').select('*', { count: 'exact', head: true })
  if (error) throw error
  return count ?? 0
}

async function submitAndRead(input: Record<string, unknown>) {
  const { data, error } = await visitor().rpc('submit_inquiry', { payload: input as never })
  expect(error).toBeNull()
  const { data: row, error: readError } = await service
    .from('customer_inquiries')
    .select('consent_version, consent_decided_at, consent_ad_storage, consent_ad_user_data, consent_ad_personalization, consent_analytics_storage, consent_gpc')
    .eq('id', (data as { id: string }).id)
    .single()
  if (readError) throw readError
  return row
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
})

afterAll(async () => {
  await stack?.stop()
})

describe('an inquiry with consent', () => {
  it('stores every choice, the banner version and the time of the choice', async () => {
    const row = await submitAndRead(payload(CONSENT))
    expect(row).toEqual({
      consent_version: '2026-11',
      consent_decided_at: expect.stringMatching(/^2026-11-25T10:15:00/),
      consent_ad_storage: true,
      consent_ad_user_data: true,
      consent_ad_personalization: false,
      consent_analytics_storage: true,
      consent_gpc: false,
    })
    expect(new Date(row.consent_decided_at!).toISOString()).toBe('2026-11-25T10:15:00.000Z')
  })

  it('keeps a refusal sent with Global Privacy Control, with a time given in another zone', async () => {
    const row = await submitAndRead(payload({
      ...CONSENT,
      decided_at: '2026-11-25T12:15:00+02:00',
      ad_storage: false,
      ad_user_data: false,
      ad_personalization: false,
      analytics_storage: false,
      gpc: true,
    }))
    expect(row).toMatchObject({ consent_ad_user_data: false, consent_analytics_storage: false, consent_gpc: true })
    expect(new Date(row.consent_decided_at!).toISOString()).toBe('2026-11-25T10:15:00.000Z')
  })
})

describe('an inquiry without consent', () => {
  it.each([
    ['absent', undefined],
    ['null', null],
  ])('(%s) is stored as not given', async (_, consent) => {
    const row = await submitAndRead(payload(consent))
    expect(Object.values(row)).toEqual([null, null, null, null, null, null, null])
  })
})

describe('a consent of any other shape', () => {
  it.each<[string, unknown, string]>([
    ['a string', 'granted', 'The consent must be a JSON object.'],
    ['an array', [true], 'The consent must be a JSON object.'],
    ['an unknown field', { ...CONSENT, functionality_storage: true }, 'The consent has an unknown field: functionality_storage.'],
    ['a missing choice', { ...CONSENT, ad_user_data: undefined }, 'The consent field ad_user_data must be true or false.'],
    ['a choice as text', { ...CONSENT, analytics_storage: 'granted' }, 'The consent field analytics_storage must be true or false.'],
    ['GPC as a number', { ...CONSENT, gpc: 1 }, 'The consent field gpc must be true or false.'],
    ['no version', { ...CONSENT, version: undefined }, 'The consent version must be text of 1 to 40 characters.'],
    ['an empty version', { ...CONSENT, version: '' }, 'The consent version must be text of 1 to 40 characters.'],
    ['a version with a line break', { ...CONSENT, version: 'v1\nx' }, 'The consent version must be text of 1 to 40 characters.'],
    ['a time without a zone', { ...CONSENT, decided_at: '2026-11-25T10:15:00' }, 'The consent time must be an ISO-8601 date and time.'],
    ['a time that is no date', { ...CONSENT, decided_at: '2026-13-45T10:15:00Z' }, 'The consent time must be an ISO-8601 date and time.'],
    ['a time as a number', { ...CONSENT, decided_at: 1764065700000 }, 'The consent time must be an ISO-8601 date and time.'],
  ])('(%s) is refused with a clear 400 and nothing is stored', async (_, consent, message) => {
    const before = await rowCount()
    const { data, error, status } = await visitor().rpc('submit_inquiry', { payload: payload(consent) as never })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error?.message).toBe(message)
    expect(await rowCount()).toBe(before)
  })
})
