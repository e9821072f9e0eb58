/**
 * Flood limits by network: an actor who rotates addresses inside one IPv6 /48 or /56 (65,536
 * or 256 subscribers' /64s, free from tunnel brokers and common from ISPs) fares no better
 * than one IPv4 address, storage stays within the bound the README states, and visitors from
 * other networks still go through clear right after the attack.
 *
 * Submissions arrive as hosted Supabase delivers them: PostgREST calls submit_inquiry as anon
 * with `X-Forwarded-For: <client>, <CDN address>` in request.headers, and the default hop
 * count (2) picks the client. (The local stack's own HTTP path appends the socket's address and
 * runs with one hop; those socket-level limits are tested in lead-capture-probe and
 * local-supabase/rpc.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let counter = 0

const REFUSAL = 'Too many inquiries from your network in the last few minutes. Please try again later.'
/** A Cloudflare edge address, as the load balancer appends it after the visitor's. */
const CDN = '172.68.14.9'

type Outcome = 'clear' | 'held' | 'spam' | 'refused'

function inquiry(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    first_name: 'Flood',
    last_name: `Sender ${counter}`,
    email: `flood-${counter}@example.com`,
    phone: '',
    company: '',
    service_interest: 'General Inquiry',
    budget_range: 'To be discussed',
    project_timeline: 'To be discussed',
    message: 'Buy our marketing services today, best prices.',
    source_page: 'home-simple',
    website: '',
    form_fill_ms: 9_000,
    ...overrides,
  }
}

/** One submission as PostgREST on hosted Supabase makes it, from `client` behind the CDN. */
async function submitAsHosted(client: string, payload: Record<string, unknown>): Promise<Outcome> {
  try {
    const id = await stack.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', $1, true),
                set_config('request.headers', $2, true)`,
        [JSON.stringify({ role: 'anon' }), JSON.stringify({ 'x-forwarded-for': `${client}, ${CDN}` })],
      )
      const answer = await tx.query<{ answer: { id: string } }>('select public.submit_inquiry($1::jsonb) as answer', [JSON.stringify(payload)])
      return answer.rows[0]!.answer.id
    })
    const row = await stack.db.query<{ screening: Outcome }>('select screening from public.customer_inquiries where id = $1', [id])
    return row.rows[0]!.screening
  } catch (error) {
    expect((error as Error).message).toBe(REFUSAL)
    return 'refused'
  }
}

async function attack(clients: string[], payload: () => Record<string, unknown> = () => inquiry()) {
  const outcome: Record<Outcome, number> = { clear: 0, held: 0, spam: 0, refused: 0 }
  for (const client of clients) outcome[await submitAsHosted(client, payload())] += 1
  return outcome
}

async function storedRows(): Promise<number> {
  const result = await stack.db.query<{ n: number }>('select count(*)::int as n from public.customer_inquiries')
  return result.rows[0]!.n
}

const hex = (n: number) => n.toString(16)
/**
 * 400 /64s of the /48 2001:db8:<site>::/48, one per submission, spread over its 256 /56s (at
 * most two in any /56), so only the /48 level can catch them.
 */
const from48 = (site: number, n = 400) =>
  Array.from({ length: n }, (_, i) => `2001:db8:${hex(site)}:${hex((i % 256) * 256 + Math.floor(i / 256))}::${hex(i + 1)}`)
/** 400 submissions from the 256 /64s of the /56 2001:db8:<site>:<sub>00::/56. */
const from56 = (site: number, sub: number, n = 400) =>
  Array.from({ length: n }, (_, i) => `2001:db8:${hex(site)}:${hex(sub * 256 + (i % 256))}::${hex(i + 1)}`)

/** 15 visitors from other networks: 8 IPv6 /48s and 7 IPv4 addresses. */
const honest = (seed: number) => [
  ...Array.from({ length: 8 }, (_, i) => `2a02:${hex(seed)}:${hex(i + 1)}:1::7`),
  ...Array.from({ length: 7 }, (_, i) => `198.51.${seed % 250}.${i + 10}`),
]

/** What one IPv4 address gets from the same 400 submissions: the bar the /48 must not pass. */
let oneAddress: Record<Outcome, number>

beforeAll(async () => {
  stack = await startTestStack()
  // Hosted Supabase's chain: Cloudflare, then its load balancer (the stack sets 1 for itself).
  await stack.db.query('update private.client_address_settings set trusted_proxy_hops = 2')
  oneAddress = await attack(Array.from({ length: 400 }, () => '203.0.113.77'))
})

afterAll(async () => {
  await stack?.db.query('update private.client_address_settings set trusted_proxy_hops = 1')
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec('delete from public.customer_inquiries')
})

describe('an actor rotating /64s inside one IPv6 network', () => {
  it('one IPv4 address: 10 clear, 20 held, the rest refused', () => {
    expect(oneAddress).toEqual({ clear: 10, held: 20, spam: 0, refused: 370 })
  })

  it('400 submissions from 400 /64s of one /48 store one IPv4 address\'s worth; 15 honest visitors then go through clear', { timeout: 120_000 }, async () => {
    const outcome = await attack(from48(0xaaaa))
    expect(outcome).toEqual({ clear: 10, held: 20, spam: 0, refused: 370 })
    expect(outcome.clear).toBeLessThanOrEqual(oneAddress.clear)
    // The README's bound: at most 30 stored in any 10 minutes from one /48.
    expect(outcome.clear + outcome.held).toBeLessThanOrEqual(30)
    expect(await storedRows()).toBe(outcome.clear + outcome.held)
    expect(await attack(honest(1))).toEqual({ clear: 15, held: 0, spam: 0, refused: 0 })
  })

  it('400 submissions from one /56 likewise', { timeout: 120_000 }, async () => {
    const outcome = await attack(from56(0xbbbb, 0x12))
    expect(outcome).toEqual({ clear: 10, held: 20, spam: 0, refused: 370 })
    expect(outcome.clear).toBeLessThanOrEqual(oneAddress.clear)
    expect(outcome.clear + outcome.held).toBeLessThanOrEqual(30)
    expect(await attack(honest(2))).toEqual({ clear: 15, held: 0, spam: 0, refused: 0 })
  })
})

describe('spam rows have a ceiling too', () => {
  const bot = () => inquiry({ website: 'http://cheap-pills.example' })

  it('400 bot submissions from one /48, then from one /56: at most 30 stored each; honest visitors clear', { timeout: 120_000 }, async () => {
    const fromOne48 = await attack(from48(0xcccc), bot)
    expect(fromOne48.spam).toBeLessThanOrEqual(30)
    expect(fromOne48.spam + fromOne48.refused).toBe(400)
    const fromOne56 = await attack(from56(0xdddd, 0x34), bot)
    expect(fromOne56.spam).toBeLessThanOrEqual(30)
    expect(await storedRows()).toBe(fromOne48.spam + fromOne56.spam)
    expect(await attack(honest(3))).toEqual({ clear: 15, held: 0, spam: 0, refused: 0 })
  })

  it('bots spread over 400 /48s store no more than the hourly spam ceiling (200)', { timeout: 120_000 }, async () => {
    const spread = await attack(Array.from({ length: 400 }, (_, i) => `2001:db8:${hex(0x1000 + i)}:1::1`), bot)
    expect(spread.spam).toBe(200)
    expect(spread.refused).toBe(200)
    expect(await attack(honest(4))).toEqual({ clear: 15, held: 0, spam: 0, refused: 0 })
  })
})

describe('past the hourly ceiling of held inquiries', () => {
  it('one that would be held is refused when its client never sent a clear one, stored held when it did', { timeout: 60_000 }, async () => {
    await setting('held_ceiling_per_hour', 3)
    try {
      const email = 'popular@example.com'
      // Five clear inquiries naming one email, then three held (the held ceiling is 3)...
      const senders = Array.from({ length: 8 }, (_, i) => `2a03:${hex(i + 1)}::1`)
      expect(await attack(senders, () => inquiry({ email }))).toEqual({ clear: 5, held: 3, spam: 0, refused: 0 })
      // ...then a newcomer is refused with the per-client message, and nothing is stored.
      const before = await storedRows()
      expect(await submitAsHosted('2a03:ff::1', inquiry({ email }))).toBe('refused')
      expect(await storedRows()).toBe(before)
      // A sender whose earlier inquiry was clear is still stored, held for review.
      expect(await submitAsHosted(senders[0]!, inquiry({ email }))).toBe('held')
      // And a visitor nobody's rule holds goes through clear.
      expect(await submitAsHosted('2a03:fe::1', inquiry())).toBe('clear')
    } finally {
      await setting('held_ceiling_per_hour', 200)
    }
  })
})

describe('the thresholds are settings', () => {
  it('a level given more room holds later', { timeout: 60_000 }, async () => {
    await setting('ipv6_48_hold_from', 15)
    try {
      expect(await attack(from48(0xeeee, 40))).toEqual({ clear: 15, held: 15, spam: 0, refused: 10 })
    } finally {
      await setting('ipv6_48_hold_from', 10)
    }
  })

  it.each([
    ['ipv6_48_hold_from', 0, 'The flood setting ipv6_48_hold_from must be at least 1 (it was 0).'],
    ['ipv4_refuse_from', -5, 'The flood setting ipv4_refuse_from must be at least 1 (it was -5).'],
    ['spam_ceiling_per_hour', 0, 'The flood setting spam_ceiling_per_hour must be at least 1 (it was 0).'],
    ['ipv6_56_refuse_from', 5, 'The flood setting ipv6_56_refuse_from must not be below ipv6_56_hold_from.'],
  ])('%s = %s is refused with a clear message and nothing changes', async (name, value, message) => {
    const before = await settings()
    await expect(setting(name, value)).rejects.toThrow(message)
    expect(await settings()).toEqual(before)
  })

  it('nobody reaches them, or the screening functions, through the API: not a visitor, a signed-in stranger, nor an admin', async () => {
    await stack.createUser('flood-stranger@example.com', 'stranger-password-1')
    const roles = {
      anon: stack.anonClient(),
      stranger: await stack.signedInClient('flood-stranger@example.com', 'stranger-password-1'),
      admin: await stack.adminClient(),
    }
    const before = await settings()
    for (const client of Object.values(roles)) {
      const read = await client.schema('private' as never).from('inquiry_flood_settings' as never).select('*')
      expect(read.data).toBeNull()
      expect(read.error).not.toBeNull()
      const write = await client.schema('private' as never).from('inquiry_flood_settings' as never).update({ ipv4_hold_from: 1000 } as never).eq('singleton', true)
      expect(write.error).not.toBeNull()
      const call = await client.rpc('inquiry_screening_verdict' as never, { keys: null, email: 'a@example.com', payload: {} } as never)
      expect(call.error).not.toBeNull()
    }
    expect(await settings()).toEqual(before)
  })
})

async function settings(): Promise<Record<string, unknown>> {
  const result = await stack.db.query('select * from private.inquiry_flood_settings')
  return result.rows[0]!
}

async function setting(name: string, value: number) {
  await stack.db.query(`update private.inquiry_flood_settings set ${name} = $1`, [value])
}
