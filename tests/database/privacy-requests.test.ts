/**
 * Data-subject requests for one email address: privacy_lookup counts what is held by kind,
 * privacy_export returns all of it, privacy_erase removes all of it in one transaction (trash,
 * held, spam, notifications and their payloads included), and its deliveries of every kind
 * that a worker had already claimed are neither sent nor recorded afterwards. After an erase,
 * no column of any table in public or private holds the address; the audit row of every request
 * holds it only as a keyed hash (HMAC with a key only the database holds), which answers "did
 * we erase this address, and when?", and nobody can change or truncate that trail. Admins only.
 */
import { createHash, createHmac } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let stranger: SupabaseClient

const SUBJECT = 'Jane.Doe@Client.example'
const OTHER = 'someone.else@example.com'

/** The inquiry row an insert behind the API needs; overrides add attribution, screening, trash. */
const inquiryRow = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  email,
  service_interest: 'SaaS Solutions',
  budget_range: '$5,000 - $15,000',
  project_timeline: '1-2 months',
  message: `Please call me back, ${email}.`,
  source_page: 'contact',
  ...overrides,
})

/** Every text, character, array and JSON column of every table in public and private. */
async function columnsToScan(): Promise<Array<{ schema: string; table: string; column: string }>> {
  const { rows } = await stack.db.query<{ schema: string; table: string; column: string }>(
    `select c.table_schema as schema, c.table_name as table, c.column_name as column
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema in ('public', 'private') and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'))
      order by 1, 2, 3`,
  )
  return rows
}

/** Where the address appears, in any case, as "schema.table.column". */
async function whereAddressAppears(address: string): Promise<string[]> {
  const found: string[] = []
  for (const { schema, table, column } of await columnsToScan()) {
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from "${schema}"."${table}" where "${column}"::text ilike '%' || $1 || '%'`,
      [address],
    )
    if (rows[0]!.n > 0) found.push(`${schema}.${table}.${column}`)
  }
  return found
}

async function seedSubject(): Promise<void> {
  const { error } = await service.from('notification_destinations').insert({
    kind: 'email', name: 'Team inbox', email_recipients: ['team@agency.example'], enabled: true,
  })
  if (error) throw error
  const lead = (overrides: Record<string, unknown> = {}) => service.from('customer_inquiries').insert(inquiryRow(SUBJECT, overrides))
  for (const result of await Promise.all([
    lead({ last_utm_source: 'newsletter', last_touch_at: new Date().toISOString(), first_touch_at: new Date().toISOString() }),
    lead({ email: SUBJECT.toLowerCase(), deleted_at: new Date().toISOString() }),
    lead({ screening: 'held', screening_reason: 'email_rate' }),
    lead({ screening: 'spam', screening_reason: 'honeypot' }),
    service.from('customer_inquiries').insert(inquiryRow(OTHER, { first_name: 'Other', message: 'Someone else entirely.' })),
  ])) {
    if (result.error) throw result.error
  }
  // One notification went out: its delivery record is part of what is held.
  await stack.db.query(
    `update public.notification_outbox set state = 'delivered', attempts = 1, delivered_at = now()
      where id = (select o.id from public.notification_outbox o join public.customer_inquiries c on c.id = o.inquiry_id
                   where c.email = $1 and c.deleted_at is null and c.screening = 'clear' limit 1)`,
    [SUBJECT],
  )
  // The active one was won: its two stages and their Google Ads ledger rows are held too.
  await stack.db.query(
    `update public.customer_inquiries set status = 'converted' where email = $1 and deleted_at is null and screening = 'clear'`,
    [SUBJECT],
  )
}

async function salt(): Promise<string> {
  const { rows } = await stack.db.query<{ email_hash_salt: string }>('select email_hash_salt from private.privacy_request_settings')
  return rows[0]!.email_hash_salt
}

/** HMAC-SHA256 of the address with the database's key, computed here independently. */
async function keyedHash(address: string): Promise<string> {
  const { rows } = await stack.db.query<{ key: string }>(`select encode(email_hmac_key, 'hex') as key from private.privacy_request_settings`)
  return createHmac('sha256', Buffer.from(rows[0]!.key, 'hex')).update(address.trim().toLowerCase(), 'utf8').digest('hex')
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  await stack.createAdminUser('privacy-admin@example.com', 'admin-password-1')
  await stack.createUser('privacy-stranger@example.com', 'stranger-password-1')
  admin = await stack.signedInClient('privacy-admin@example.com', 'admin-password-1')
  stranger = await stack.signedInClient('privacy-stranger@example.com', 'stranger-password-1')
  await seedSubject()
})

afterAll(async () => {
  await stack?.stop()
})

const HELD = {
  inquiries_active: 1,
  inquiries_trashed: 1,
  inquiries_held: 1,
  inquiries_spam: 1,
  attribution: 1,
  // The spam one was never announced; the held one only counted in a digest, a row of its own
  // that holds nothing about anyone.
  notifications: 2,
  delivery_records: 1,
  conversions: 2,
  conversion_deliveries: 2,
  meetings: 0,
}

describe('who may ask', () => {
  it.each(['privacy_lookup', 'privacy_export', 'privacy_erase'] as const)('%s: visitors and signed-in strangers are refused', async (fn) => {
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.rpc(fn, { email: SUBJECT })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    expect(await whereAddressAppears(SUBJECT)).toContain('public.customer_inquiries.email')
  })

  it('refuses what is not an email address', async () => {
    const { error, status } = await admin.rpc('privacy_lookup', { email: 'not an address' })
    expect(status).toBe(400)
    expect(error?.message).toBe('Please enter a valid email address')
  })
})

describe('an admin', () => {
  it('looks up what is held about an address, by kind, whatever its case', async () => {
    const { data, error } = await admin.rpc('privacy_lookup', { email: ` ${SUBJECT.toUpperCase()} ` })
    expect(error).toBeNull()
    expect(data).toEqual(HELD)
  })

  it('exports all of it as one JSON document', async () => {
    const { data, error } = await admin.rpc('privacy_export', { email: SUBJECT })
    expect(error).toBeNull()
    const exported = data as {
      email: string
      counts: unknown
      inquiries: Array<Record<string, unknown>>
      notifications: Array<Record<string, unknown>>
      conversions: Array<{ stage: string; inquiry_id: string; deliveries: Array<Record<string, unknown>> }>
    }
    expect(exported.email).toBe(SUBJECT.toLowerCase())
    expect(exported.counts).toEqual(HELD)
    expect(exported.inquiries).toHaveLength(4)
    expect(exported.inquiries.map((row) => String(row.email).toLowerCase())).toEqual(Array(4).fill(SUBJECT.toLowerCase()))
    expect(exported.inquiries.some((row) => row.last_utm_source === 'newsletter')).toBe(true)
    expect(exported.notifications).toHaveLength(HELD.notifications)
    expect(exported.conversions.map((row) => row.stage)).toEqual(['qualified', 'won'])
    expect(exported.conversions.map((row) => row.deliveries.map((d) => [d.platform, d.state, d.skip_reason]))).toEqual([
      [['google_ads', 'skipped', 'no_consent']],
      [['google_ads', 'skipped', 'no_consent']],
    ])
    expect(JSON.stringify(exported)).not.toContain(OTHER)
    expect(JSON.stringify(exported)).not.toContain('client_hash')
  })

  it('erases all of it: afterwards no column of any table in public or private holds the address', async () => {
    expect(await whereAddressAppears(SUBJECT)).toEqual(expect.arrayContaining(['public.customer_inquiries.email', 'public.notification_outbox.payload']))
    const { data, error } = await admin.rpc('privacy_erase', { email: SUBJECT.toLowerCase() })
    expect(error).toBeNull()
    expect(data).toEqual(HELD)
    expect(await whereAddressAppears(SUBJECT)).toEqual([])
    const { rows: left } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.conversions v left join public.customer_inquiries c on c.id = v.inquiry_id where c.id is null',
    )
    expect(left[0]!.n).toBe(0)
    const { rows: stages } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.conversions')
    expect(stages[0]!.n).toBe(0)
    // Someone else's inquiry stays.
    expect(await whereAddressAppears(OTHER)).toContain('public.customer_inquiries.email')
  })

  it('finds a record of every request, with the address only as a keyed hash', async () => {
    const { data, error } = await admin.from('privacy_requests').select('*').order('requested_at')
    expect(error).toBeNull()
    const requests = data as Array<Record<string, unknown>>
    expect(requests.map((row) => row.action)).toEqual(['lookup', 'export', 'erase'])
    const erase = requests[2]!
    expect(erase).toMatchObject({ action: 'erase', email_hash: await keyedHash(SUBJECT), counts: HELD, requested_by_email: 'privacy-admin@example.com' })
    // Not the hash anyone could recompute from the address alone.
    expect(erase.email_hash).not.toBe(createHash('sha256').update(SUBJECT.toLowerCase(), 'utf8').digest('hex'))
    expect(JSON.stringify(requests).toLowerCase()).not.toContain(SUBJECT.toLowerCase())
  })

  it('is told when an address holds nothing, and that request is recorded too', async () => {
    const { data } = await admin.rpc('privacy_erase', { email: SUBJECT })
    expect(data).toEqual({
      inquiries_active: 0, inquiries_trashed: 0, inquiries_held: 0, inquiries_spam: 0, attribution: 0, notifications: 0, delivery_records: 0,
      conversions: 0, conversion_deliveries: 0, meetings: 0,
    })
    const { count } = await admin.from('privacy_requests').select('*', { count: 'exact', head: true })
    expect(count).toBe(4)
  })
})

describe('the record of requests', () => {
  it('is read by admins only', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      const { data } = await client.from('privacy_requests').select('*')
      expect(data ?? []).toEqual([])
    }
  })

  it('cannot be changed or removed by anyone, not even the database owner', async () => {
    for (const client of [stack.anonClient(), stranger, admin, service]) {
      await client.from('privacy_requests').update({ action: 'lookup' }).eq('action', 'erase')
      await client.from('privacy_requests').delete().not('id', 'is', null)
      const { error } = await client.from('privacy_requests').insert({ action: 'erase', email_hash: '0'.repeat(64), counts: {} })
      if (client !== service) expect(error).not.toBeNull()
    }
    await expect(stack.db.query(`delete from public.privacy_requests`)).rejects.toThrow(/cannot be changed/)
    const { rows } = await stack.db.query<{ action: string }>(`select action from public.privacy_requests where action = 'erase'`)
    expect(rows.length).toBeGreaterThanOrEqual(2)
  })
})

describe('did we erase this address?', () => {
  it('answers an admin yes, how many times and when, for any spelling of the address', async () => {
    const { data, error } = await admin.rpc('privacy_erasure_record', { email: ` ${SUBJECT.toUpperCase()}` })
    expect(error).toBeNull()
    const answer = data as { erased: boolean; erasures: number; last_erased_at: string }
    expect(answer).toMatchObject({ erased: true, erasures: 2 })
    const { rows } = await stack.db.query<{ latest: boolean }>(
      `select max(requested_at) = $2::timestamptz as latest from public.privacy_requests where action = 'erase' and email_hash = $1`,
      [await keyedHash(SUBJECT), answer.last_erased_at],
    )
    expect(rows[0]!.latest).toBe(true)
  })

  it('answers no for an address only looked up, or never seen', async () => {
    expect((await admin.rpc('privacy_erasure_record', { email: OTHER })).data).toEqual({ erased: false, erasures: 0, last_erased_at: null })
    await admin.rpc('privacy_lookup', { email: 'looked.up.only@example.com' })
    expect((await admin.rpc('privacy_erasure_record', { email: 'looked.up.only@example.com' })).data)
      .toEqual({ erased: false, erasures: 0, last_erased_at: null })
  })

  it('finds an erasure recorded before the key, under the salted hash of that time', async () => {
    const legacy = 'erased.long.ago@example.com'
    const hash = createHash('sha256').update(`${await salt()}|${legacy}`, 'utf8').digest('hex')
    await stack.db.query(
      `insert into public.privacy_requests (action, email_hash, counts, requested_at) values ('erase', $1, '{}', now() - interval '2 years')`,
      [hash],
    )
    const { data } = await admin.rpc('privacy_erasure_record', { email: legacy })
    expect(data).toMatchObject({ erased: true, erasures: 1 })
  })

  it('is asked by admins only, and refuses what is not an address', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.rpc('privacy_erasure_record', { email: SUBJECT })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    const { error, status } = await admin.rpc('privacy_erasure_record', { email: 'not an address' })
    expect(status).toBe(400)
    expect(error?.message).toBe('Please enter a valid email address')
  })
})

describe('the key of the record\'s hashes', () => {
  it('is out of every API role\'s reach, admins included', async () => {
    for (const client of [stack.anonClient(), stranger, admin]) {
      const { data } = await client.schema('private' as never).from('privacy_request_settings' as never).select('*')
      expect(data).toBeNull()
    }
    const { rows } = await stack.db.query<{ bytes: number }>('select octet_length(email_hmac_key) as bytes from private.privacy_request_settings')
    expect(rows).toEqual([{ bytes: 32 }])
  })
})

describe('the record of requests cannot be emptied', () => {
  it('refuses TRUNCATE, even to the database owner', async () => {
    const before = (await stack.db.query<{ n: number }>('select count(*)::int as n from public.privacy_requests')).rows[0]!.n
    await expect(stack.db.query('truncate public.privacy_requests')).rejects.toThrow(/cannot be changed/)
    const after = (await stack.db.query<{ n: number }>('select count(*)::int as n from public.privacy_requests')).rows[0]!.n
    expect(after).toBe(before)
    expect(after).toBeGreaterThan(0)
  })
})

describe('erasing a person whose deliveries a worker has already claimed', () => {
  const PERSON = 'claimed.mid.send@example.com'

  it('leaves no payload and no later attempt of a notification claimed mid-send, and its worker records nothing', async () => {
    const { error } = await service.from('customer_inquiries').insert(inquiryRow(PERSON))
    expect(error).toBeNull()
    // Every due notification is claimed by a run, as the delivery function does, and is being sent.
    const { data: claimed, error: claimError } = await service.rpc('claim_notifications', { batch_size: 100, lease_seconds: 120 })
    expect(claimError).toBeNull()
    const mine = (claimed as Array<{ id: string; payload: { email?: string } }>).find((row) => row.payload.email === PERSON)!
    expect(mine).toBeDefined()
    expect((await service.rpc('notification_still_claimed', { notification_id: mine.id })).data).toBe(true)

    const { error: eraseError } = await admin.rpc('privacy_erase', { email: PERSON })
    expect(eraseError).toBeNull()

    // The worker asks before sending: no longer its to send.
    expect((await service.rpc('notification_still_claimed', { notification_id: mine.id })).data).toBe(false)
    // Its late answer stores nothing, whatever it says.
    const { data: changed } = await service.rpc('record_notification_results', {
      results: [{ id: mine.id, delivered: false, error: 'timeout', retry_at: new Date(Date.now() + 1000).toISOString() }],
    })
    expect(changed).toBe(0)
    expect(await whereAddressAppears(PERSON)).toEqual([])
    // No later run finds anything of it to send, even once the lease is over.
    await stack.db.query(`update public.notification_outbox set locked_until = now() - interval '1 second' where state = 'sending'`)
    const { data: later } = await service.rpc('claim_notifications', { batch_size: 100, lease_seconds: 120 })
    expect(JSON.stringify(later)).not.toContain(PERSON)
    expect((later as Array<{ id: string }>).map((row) => row.id)).not.toContain(mine.id)
  })

  it('leaves no conversion delivery a worker claimed: it may not send it, and its answer stores nothing', async () => {
    const { data: lead, error } = await service.from('customer_inquiries').insert(inquiryRow(PERSON)).select('id').single()
    expect(error).toBeNull()
    const inquiryId = (lead as { id: string }).id
    // A Meta delivery of its Qualified stage, claimed by a worker (as claim_conversion_deliveries leaves it).
    const { rows } = await stack.db.query<{ id: string }>(
      `with c as (insert into public.conversions (inquiry_id, stage, occurred_at) values ($1, 'qualified', now()) returning id)
       insert into public.conversion_deliveries (conversion_id, platform, state, attempts, next_attempt_at, locked_until, last_attempt_at)
       select c.id, 'meta', 'sending', 1, now(), now() + interval '2 minutes', now() from c returning id`,
      [inquiryId],
    )
    const deliveryId = rows[0]!.id
    expect((await service.rpc('conversion_delivery_still_claimed', { delivery_id: deliveryId })).data).toBe(true)

    expect((await admin.rpc('privacy_erase', { email: PERSON })).error).toBeNull()

    expect((await service.rpc('conversion_delivery_still_claimed', { delivery_id: deliveryId })).data).toBe(false)
    const { error: recordError } = await service.rpc('record_conversion_delivery', { delivery_id: deliveryId, outcome: 'accepted' })
    expect(recordError).toBeNull()
    const { rows: left } = await stack.db.query('select 1 from public.conversion_deliveries where id = $1', [deliveryId])
    expect(left).toEqual([])
    expect(await whereAddressAppears(PERSON)).toEqual([])
  })

  it('the delivery workers ask for visitors, signed-in strangers and admins are refused', async () => {
    for (const client of [stack.anonClient(), stranger, admin]) {
      const notification = await client.rpc('notification_still_claimed', { notification_id: '00000000-0000-4000-8000-000000000000' })
      const conversion = await client.rpc('conversion_delivery_still_claimed', { delivery_id: '00000000-0000-4000-8000-000000000000' })
      expect([notification.error?.code, conversion.error?.code]).toEqual(['42501', '42501'])
    }
  })
})

describe('the keyed hash of an address', () => {
  it('is HMAC-SHA256 as RFC 4231 gives it (test cases 1 and 2)', async () => {
    const { rows } = await stack.db.query<{ one: string; two: string }>(
      `select encode(private.hmac_sha256('Hi There'::bytea, decode(repeat('0b', 20), 'hex')), 'hex') as one,
              encode(private.hmac_sha256('what do ya want for nothing?'::bytea, 'Jefe'::bytea), 'hex') as two`,
    )
    expect(rows[0]).toEqual({
      one: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      two: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    })
  })
})
