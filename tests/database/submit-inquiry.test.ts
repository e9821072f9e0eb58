/**
 * rpc/submit_inquiry: the server checks what the forms check (per form), keeps where the lead
 * came from, and screens floods and bots without ever refusing a visitor for someone else's
 * traffic. Every refusal has a clear message and leaves the table as it was; every accepted
 * inquiry gets the same answer (id and created_at), whatever its screening.
 */
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InquiryPayload } from '@/content/types'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import type { Database } from '@/lib/database.types'
import type { CustomerInquiryRow } from '@/lib/database-rows'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let service: SupabaseClient<Database>
let counter = 0

/** A visitor connecting from an address nobody else in this file uses. */
function visitor(address = newSourceAddress()) {
  return stack.anonClient({ sourceAddress: address })
}
const nextAddress = newSourceAddress

/** What the wizard sends, open for 12 seconds; overrides may add or drop (undefined) keys. */
function payload(overrides: Record<string, unknown> = {}): InquiryPayload {
  counter += 1
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${counter}@example.com`,
    phone: '+44 20 7946 0958',
    company: 'Analytical Engines Ltd',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '3-6 months',
    message: 'We would like a web application for our engines.',
    source_page: 'contact',
    website: '',
    form_fill_ms: 12_000,
    ...overrides,
  } as InquiryPayload
}

const quick = (overrides: Record<string, unknown> = {}) =>
  payload({
    last_name: 'Not Provided',
    phone: '',
    company: '',
    service_interest: 'General Inquiry',
    budget_range: 'To be discussed',
    project_timeline: 'To be discussed',
    source_page: 'home-simple',
    ...overrides,
  })

async function rowCount(): Promise<number> {
  const { count, error } = await service.from('customer_inquiries').select('*', { count: 'exact', head: true })
  if (error) throw error
  return count ?? 0
}

async function stored(id: string): Promise<CustomerInquiryRow> {
  const { data, error } = await service.from('customer_inquiries').select('*').eq('id', id).single()
  if (error) throw error
  return data as CustomerInquiryRow
}

async function send(input: unknown, client = visitor()) {
  return client.rpc('submit_inquiry', { payload: input as never })
}

async function expectRejected(input: unknown, message: string, client = visitor()) {
  const before = await rowCount()
  const { data, error, status } = await send(input, client)
  expect(data).toBeNull()
  expect(status).toBe(400)
  expect(error?.message).toBe(message)
  expect(await rowCount()).toBe(before)
}

async function expectStored(input: unknown, client = visitor()): Promise<CustomerInquiryRow> {
  const { data, error } = await send(input, client)
  expect(error).toBeNull()
  // The same answer for every accepted inquiry, clear, held or spam (the withdrawal secret is
  // null unless the inquiry carries consent; the booking page is null unless one is set).
  expect(Object.keys(data as object).sort()).toEqual(['booking', 'created_at', 'id', 'withdrawal_token'])
  return stored((data as { id: string }).id)
}

async function salt(): Promise<string> {
  const result = await stack.db.query<{ client_hash_salt: string }>('select client_hash_salt from private.inquiry_screening_settings')
  return result.rows[0]!.client_hash_salt
}

const hashOf = async (address: string) =>
  createHash('sha256').update(`${await salt()}|${address}`, 'utf8').digest('hex')

/** The client hashes kept (privately) for these inquiries, in their order. */
async function hashesOf(ids: string[]): Promise<string[]> {
  const result = await stack.db.query<{ inquiry_id: string; client_hash: string }>(
    'select inquiry_id, client_hash from private.inquiry_clients where inquiry_id = any($1::uuid[])', [ids],
  )
  return ids.map((id) => result.rows.find((row) => row.inquiry_id === id)?.client_hash ?? '')
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  const { error } = await service.from('salesperson_links').insert([
    { salesperson_name: 'maria-gomez', display_name: 'María Gómez', email: 'maria@agency.test', services: ['web-apps'], is_active: true },
    { salesperson_name: 'old-hand', display_name: 'Old Hand', email: 'old@agency.test', services: ['saas'], is_active: false },
  ])
  if (error) throw error
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  // Each case starts under every flood threshold.
  await service.from('customer_inquiries').delete().not('id', 'is', null)
})

describe('a valid inquiry', () => {
  it('is stored clear with status new and answers with its id, created_at and withdrawal secret only', async () => {
    const sent = payload({ source_page: 'home-detailed' })
    const result = await submitInquiry(visitor(), sent)
    expect(Object.keys(result).sort()).toEqual(['booking', 'createdAt', 'id', 'withdrawalToken'])
    expect(result.withdrawalToken).toBeNull()
    expect(await stored(result.id)).toMatchObject({
      first_name: 'Ada',
      email: sent.email,
      source_page: 'home-detailed',
      status: 'new',
      deleted_at: null,
      screening: 'clear',
      screening_reason: null,
    })
  })

  it("accepts the quick form's mapping, a one-letter first word included", async () => {
    expect(await expectStored(quick({ first_name: 'J', last_name: 'Smith' }))).toMatchObject({ first_name: 'J', last_name: 'Smith' })
    expect(await expectStored(quick({ first_name: 'Jo' }))).toMatchObject({ first_name: 'Jo', last_name: 'Not Provided' })
  })

  it('stores HTML in every field as plain text', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    const row = await expectStored(payload({ first_name: html, last_name: html, company: html, message: html }))
    expect(row.message).toBe(html)
    expect(row.first_name).toBe(html)
  })

  it('trims white space of every kind around the values', async () => {
    const row = await expectStored(payload({ first_name: '\t Grace\u00a0', last_name: '\u2003Hopper\n', email: ' grace@navy.example\t' }))
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example' })
  })
})

describe('the validation gaps are closed, with the forms\' messages and the rule of each form', () => {
  it.each([
    ['a first name that is a tab', { first_name: '\t' }, 'First name must be at least 2 characters'],
    ['a last name of no-break spaces', { last_name: '\u00a0\u00a0' }, 'Last name must be at least 2 characters'],
    ["the wizard's first name 'A'", { first_name: 'A' }, 'First name must be at least 2 characters'],
    ["the wizard's last name 'B'", { last_name: 'B' }, 'Last name must be at least 2 characters'],
    ['a domain starting with a hyphen', { email: 'a@-example.com' }, 'Please enter a valid email address'],
    ['a domain label ending with a hyphen', { email: 'a@example-.com' }, 'Please enter a valid email address'],
    ['two dots in a row', { email: 'a..b@example.com' }, 'Please enter a valid email address'],
    ['a leading dot', { email: '.a@example.com' }, 'Please enter a valid email address'],
    ["the wizard choosing the quick form's service", { service_interest: 'General Inquiry' }, 'Please select a service'],
    ["the wizard choosing the quick form's budget", { budget_range: 'To be discussed' }, 'Please select a budget range'],
    ["the wizard choosing the quick form's timeline", { project_timeline: 'To be discussed' }, 'Please select a timeline'],
  ])('%s', async (_name, overrides, message) => {
    await expectRejected(payload(overrides), message)
  })

  it.each([
    ["a one-letter name ('A', no last name)", { first_name: 'A', last_name: 'Not Provided' }, 'Name must be at least 2 characters'],
    ['no name at all', { first_name: ' ', last_name: '' }, 'Name must be at least 2 characters'],
    ['a service of the wizard', { service_interest: 'Web Applications' }, 'Please select a service'],
    ['a budget of the wizard', { budget_range: '$250,000+' }, 'Please select a budget range'],
  ])('the quick form: %s', async (_name, overrides, message) => {
    await expectRejected(quick(overrides), message)
  })
})

describe('a bad inquiry is refused with a clear message and changes nothing', () => {
  it.each([
    ['first_name missing', { first_name: undefined }, 'First name must be at least 2 characters'],
    ['first_name too long', { first_name: 'x'.repeat(101) }, 'Names must be at most 100 characters.'],
    ['email missing', { email: '' }, 'Please enter a valid email address'],
    ['email invalid', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    ['phone with letters', { phone: 'call me maybe' }, 'Please enter a valid phone number.'],
    ['company too long', { company: 'c'.repeat(201) }, 'Company must be at most 200 characters.'],
    ['a line break in the first name', { first_name: 'Jo\n*Budget: $250,000+ (verified)*' }, 'Names cannot contain line breaks or control characters.'],
    ['a carriage return in the last name', { last_name: 'Col\rBcc: x' }, 'Names cannot contain line breaks or control characters.'],
    ['a control character in the last name', { last_name: 'Col\u0007' }, 'Names cannot contain line breaks or control characters.'],
    ['a Unicode line separator in the first name', { first_name: 'Jo\u2028Budget' }, 'Names cannot contain line breaks or control characters.'],
    ['a line break in the company', { company: 'Acme\nBudget: $250,000+' }, 'Company cannot contain line breaks or control characters.'],
    ['a line break in the phone', { phone: '555\n0100' }, 'Please enter a valid phone number.'],
    ['unknown service', { service_interest: 'Time travel' }, 'Please select a service'],
    ['unknown budget', { budget_range: '$1' }, 'Please select a budget range'],
    ['unknown timeline', { project_timeline: 'yesterday' }, 'Please select a timeline'],
    ['message too short', { message: 'too short' }, 'Message must be at least 10 characters'],
    ['message of spaces and tabs', { message: ' \t \t \t \t \t ' }, 'Message must be at least 10 characters'],
    ['message too long', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['unknown form', { source_page: 'elsewhere' }, 'Unknown form.'],
    ['a number for a name', { first_name: 42 }, 'The field first_name must be text.'],
    ['a list for the email', { email: ['a@b.co'] }, 'The field email must be text.'],
    ['a number for the hidden field', { website: 7 }, 'The field website must be text.'],
    ['text for the fill time', { form_fill_ms: 'slow' }, 'The field form_fill_ms must be a number.'],
    ['attribution that is not an object', { attribution: 'google' }, 'The attribution must be a JSON object.'],
    ['a touch that is not an object', { attribution: { last_touch: [1] } }, 'The attribution must be a JSON object.'],
    ['a number for a UTM value', { attribution: { last_touch: { utm_source: 42 } } }, 'Attribution values must be text.'],
  ])('%s', async (_name, overrides, message) => {
    await expectRejected(payload(overrides), message)
  })

  it('a line break inside the quick form\'s name', async () => {
    await expectRejected(quick({ first_name: 'Jo\nBudget:', last_name: 'Not Provided' }), 'Names cannot contain line breaks or control characters.')
  })

  it('but a message keeps its line breaks', async () => {
    const message = 'First line of the brief.\nSecond line.\n\n- a list item'
    expect(await expectStored(payload({ message }))).toMatchObject({ message })
  })

  it('a 100 KB message', async () => {
    await expectRejected(payload({ message: 'x'.repeat(100_000) }), 'The inquiry is too large.')
  })

  it('a payload that is not an object', async () => {
    await expectRejected(['not', 'an', 'object'], 'The inquiry must be a JSON object.')
    await expectRejected('just text', 'The inquiry must be a JSON object.')
  })

  it('through the service, with the catalogue prefix', async () => {
    await expect(submitInquiry(visitor(), payload({ email: 'nope' }))).rejects.toThrow(
      'Failed to submit inquiry: Please enter a valid email address',
    )
  })
})

describe('attribution', () => {
  const touch = (overrides: Record<string, unknown> = {}) => ({
    utm_source: 'Google',
    utm_medium: 'cpc',
    utm_campaign: 'spring-sale',
    gclid: 'Cj0KCQ-test',
    landing_path: '/web-apps',
    at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  })

  it('stores the first and the last touch in their own columns, with the source and medium they give', async () => {
    const first = { referrer: 'https://www.news.example/article', landing_path: '/blogs', at: new Date(Date.now() - 20 * 86_400_000).toISOString() }
    const row = await expectStored(payload({ attribution: { first_touch: first, last_touch: touch(), salesperson: null } }))
    expect(row).toMatchObject({
      first_referrer: 'https://www.news.example/article',
      first_landing_path: '/blogs',
      first_utm_source: null,
      last_utm_source: 'Google',
      last_utm_medium: 'cpc',
      last_utm_campaign: 'spring-sale',
      last_gclid: 'Cj0KCQ-test',
      last_landing_path: '/web-apps',
      lead_source: 'google',
      lead_medium: 'cpc',
      salesperson_name: null,
    })
    expect(Date.parse(row.first_touch_at!)).toBe(Date.parse(first.at))
  })

  it.each([
    ['an ad click without UTM', { gclid: undefined, utm_source: undefined, utm_medium: undefined, msclkid: 'ms-1' }, 'bing', 'cpc'],
    ['a search engine referral', { gclid: undefined, utm_source: undefined, utm_medium: undefined, referrer: 'https://www.google.com/' }, 'google.com', 'organic'],
    ['another site', { gclid: undefined, utm_source: undefined, utm_medium: undefined, referrer: 'https://blog.partner.example/post' }, 'blog.partner.example', 'referral'],
    ['a direct visit', { gclid: undefined, utm_source: undefined, utm_medium: undefined, utm_campaign: undefined }, '(direct)', '(none)'],
  ])('derives source and medium from %s', async (_name, overrides, source, medium) => {
    const row = await expectStored(payload({ attribution: { last_touch: touch(overrides) } }))
    expect([row.lead_source, row.lead_medium]).toEqual([source, medium])
  })

  it('says (not recorded) when the inquiry carries no attribution', async () => {
    const row = await expectStored(payload())
    expect([row.lead_source, row.lead_medium, row.last_touch_at]).toEqual(['(not recorded)', '(not recorded)', null])
  })

  it('caps values instead of refusing them, and drops what is not what it claims to be', async () => {
    const row = await expectStored(payload({
      attribution: {
        last_touch: touch({
          utm_campaign: `x${'y'.repeat(300)}`,
          utm_term: 'bad\u0007\u001bterm',
          referrer: 'javascript:alert(1)',
          landing_path: 'https://elsewhere.example/',
          at: 'yesterday',
          unknown_key: 'ignored',
        }),
      },
    }))
    expect(row.last_utm_campaign).toHaveLength(200)
    expect(row.last_utm_term).toBe('badterm')
    expect(row.last_referrer).toBeNull()
    expect(row.last_landing_path).toBeNull()
    // A time that cannot be read is the submission's own.
    expect(Math.abs(Date.parse(row.last_touch_at!) - Date.parse(row.created_at))).toBeLessThan(60_000)
  })

  it('keeps a salesperson only when their referral link exists and is active', async () => {
    expect((await expectStored(payload({ attribution: { salesperson: 'maria-gomez' } }))).salesperson_name).toBe('maria-gomez')
    expect((await expectStored(payload({ attribution: { salesperson: 'old-hand' } }))).salesperson_name).toBeNull()
    expect((await expectStored(payload({ attribution: { salesperson: 'nobody-here' } }))).salesperson_name).toBeNull()
    expect((await expectStored(payload({ attribution: { salesperson: 'Not A Slug!' } }))).salesperson_name).toBeNull()
  })
})

describe('bot signals: stored as spam, answered like anyone', () => {
  it('the hidden field filled in', async () => {
    expect(await expectStored(payload({ website: 'http://cheap-pills.example' }))).toMatchObject({ screening: 'spam', screening_reason: 'honeypot' })
  })

  it('sent sooner than a person can fill the form', async () => {
    expect(await expectStored(payload({ form_fill_ms: 800 }))).toMatchObject({ screening: 'spam', screening_reason: 'too_fast' })
    expect(await expectStored(payload({ form_fill_ms: 3000 }))).toMatchObject({ screening: 'clear' })
  })

  it('a caller that sends no signals is judged by the other rules only', async () => {
    expect(await expectStored(payload({ website: undefined, form_fill_ms: undefined }))).toMatchObject({ screening: 'clear' })
  })
})

describe('floods: held for review, never refused for someone else\'s traffic', () => {
  it('one network: 10 clear, then held, then refused from the 31st within 10 minutes; other networks unaffected', async () => {
    const address = nextAddress()
    const rows: CustomerInquiryRow[] = []
    for (let i = 0; i < 30; i += 1) rows.push(await expectStored(payload(), visitor(address)))
    expect(rows.filter((r) => r.screening === 'clear')).toHaveLength(10)
    expect(rows.slice(10).every((r) => r.screening === 'held' && r.screening_reason === 'client_rate')).toBe(true)

    await expectRejected(payload(), 'Too many inquiries from your network in the last few minutes. Please try again later.', visitor(address))
    const { error } = await send(payload(), visitor(address))
    expect(error?.code).toBe('P0001')

    expect(await expectStored(payload(), visitor())).toMatchObject({ screening: 'clear' })
  })

  it('one email: from the 6th within 10 minutes, held; its owner is never locked out', async () => {
    const email = 'victim@example.com'
    for (let i = 0; i < 5; i += 1) expect((await expectStored(payload({ email }))).screening).toBe('clear')
    expect(await expectStored(payload({ email, first_name: 'Real' }))).toMatchObject({ screening: 'held', screening_reason: 'email_rate' })
    expect(await expectStored(payload({ email: 'VICTIM@example.com' }))).toMatchObject({ screening: 'held' })
  })

  it('everyone: past 30 clear inquiries a minute the next are held, not refused', async () => {
    for (let i = 0; i < 30; i += 1) expect((await expectStored(payload())).screening).toBe('clear')
    expect(await expectStored(payload())).toMatchObject({ screening: 'held', screening_reason: 'overall_rate' })
    expect(await expectStored(payload())).toMatchObject({ screening: 'held', screening_reason: 'overall_rate' })
  })
})

describe('floods measure breadth, and storage stays bounded', () => {
  it('one client alone never puts anyone else on hold', async () => {
    const lone = nextAddress()
    for (let i = 0; i < 30; i += 1) await expectStored(payload(), visitor(lone))
    expect(await expectStored(payload())).toMatchObject({ screening: 'clear' })
  })

  it('counts each client up to its own hold threshold: three busy clients are the burst', async () => {
    for (const address of [nextAddress(), nextAddress()]) {
      for (let i = 0; i < 10; i += 1) expect((await expectStored(payload(), visitor(address))).screening).toBe('clear')
    }
    // 20 counted so far: one more busy client makes the 30 that hold the next visitor.
    const third = nextAddress()
    for (let i = 0; i < 10; i += 1) await expectStored(payload(), visitor(third))
    expect(await expectStored(payload())).toMatchObject({ screening: 'held', screening_reason: 'overall_rate' })
  })

  it('past 200 held inquiries in an hour, one more from a client that never sent a clear inquiry is refused, never dropped in silence', async () => {
    await stack.db.exec(`
      insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range,
          project_timeline, message, source_page, screening, screening_reason, created_at)
        select 'Held', 'Row', 'held' || n || '@example.com', 'Mobile Apps', '$250,000+', '1-2 months',
          'A long enough message.', 'contact', 'held', 'client_rate', now() - interval '30 minutes'
        from generate_series(1, 200) n`)
    // A client that sent clear inquiries before is still heard: held, stored for review.
    const address = nextAddress()
    for (let i = 0; i < 10; i += 1) expect((await expectStored(payload(), visitor(address))).screening).toBe('clear')
    expect(await expectStored(payload(), visitor(address))).toMatchObject({ screening: 'held', screening_reason: 'client_rate' })
    expect(await expectStored(payload(), visitor(address))).toMatchObject({ screening: 'held', screening_reason: 'client_rate' })
    // A newcomer whose inquiry would be held (the 6th naming one email) is refused with the per-client message.
    const email = 'busy@example.com'
    for (let i = 0; i < 5; i += 1) expect((await expectStored(payload({ email }))).screening).toBe('clear')
    await expectRejected(payload({ email }), 'Too many inquiries from your network in the last few minutes. Please try again later.')
    // Someone else is still heard, held when a rule says so.
    expect(await expectStored(payload())).toMatchObject({ screening: 'clear' })
  })
})

describe("the client's address", () => {
  it('is the connection the stack vouches for, kept only as a salted hash, never in clear nor where admins read', async () => {
    const address = nextAddress()
    const a = await expectStored(payload(), visitor(address))
    const b = await expectStored(payload(), visitor(address))
    const other = await expectStored(payload(), visitor())
    const [hashA, hashB, hashOther] = await hashesOf([a.id, b.id, other.id])

    expect(hashA).toBe(await hashOf(address))
    expect(hashB).toBe(hashA)
    expect(hashOther).not.toBe(hashA)
    // Not the plain hash either: without the secret salt, the address cannot be looked up.
    expect(hashA).not.toBe(createHash('sha256').update(address).digest('hex'))
    // Not a column of the inquiry: an admin's select=* never sees it.
    expect(a).not.toHaveProperty('client_hash')
    const clear = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.customer_inquiries c where to_jsonb(c)::text like $1`, [`%${address}%`],
    )
    expect(clear.rows[0]!.n).toBe(0)
  })

  it('is never what the client writes in X-Forwarded-For', async () => {
    const address = nextAddress()
    const forged = stack.anonClient({ sourceAddress: address }) as SupabaseClient
    const rows = await Promise.all(['192.0.2.1', '192.0.2.2, 10.0.0.1'].map(async (chain) => {
      const { data, error } = await forged.rpc('submit_inquiry', { payload: payload() as never }).setHeader('X-Forwarded-For', chain)
      expect(error).toBeNull()
      return (data as { id: string }).id
    }))
    expect(await hashesOf(rows)).toEqual([await hashOf(address), await hashOf(address)])
  })
})

describe('when the human check is required', () => {
  const require = (on: boolean) =>
    stack.db.query('update private.inquiry_screening_settings set require_verified_submissions = $1', [on])

  it('refuses direct submissions and accepts the verifying function\'s, keyed on the visitor\'s address', async () => {
    await require(true)
    try {
      await expectRejected(payload(), 'Please complete the verification and try again.')
      // A visitor cannot vouch for itself.
      await expectRejected(payload({ verified: true, client_forwarded_for: '192.0.2.1' }), 'Please complete the verification and try again.')

      // The function passes on the chain it received; the same rule picks the client (one hop here).
      const row = await expectStored(payload({ verified: true, client_forwarded_for: '192.0.2.1, 192.0.2.44' }), stack.serviceClient())
      expect(await hashesOf([row.id])).toEqual([await hashOf('192.0.2.44')])
    } finally {
      await require(false)
    }
  })
})
