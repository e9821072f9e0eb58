/**
 * The flood probe against the local stack: one client address sends 1,000 inquiries (some of
 * them bot-like), then a visitor from another address sends one. The visitor is stored and
 * acknowledged; every acknowledged inquiry is in the table; held and spam inquiries are counted
 * apart from the inbox.
 * Clients differ by the source address of their connections, as on the internet; what they
 * write in X-Forwarded-For changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack

const inquiry = (i: number, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Flood',
  last_name: `Sender ${i}`,
  email: `flood-${i}@example.com`,
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
})

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

describe('1,000 inquiries from one address', () => {
  it('never keep out a visitor from another address, and lose no acknowledged inquiry', { timeout: 180_000 }, async () => {
    const flooder = stack.anonClient({ sourceAddress: newSourceAddress() })
    const acknowledged: string[] = []
    const refusals = new Map<string, number>()
    for (let i = 0; i < 1000; i += 1) {
      // Every seventh looks like a bot: the hidden field filled in, sent at once.
      const bot = i % 7 === 6 ? { website: 'http://spam.example', form_fill_ms: 150 } : {}
      const { data, error } = await flooder.rpc('submit_inquiry', { payload: inquiry(i, bot) })
      if (error) refusals.set(error.message, (refusals.get(error.message) ?? 0) + 1)
      else acknowledged.push((data as { id: string }).id)
    }

    const visitor = stack.anonClient({ sourceAddress: newSourceAddress() })
    const { data, error } = await visitor.rpc('submit_inquiry', {
      payload: inquiry(1000, { first_name: 'Real', last_name: 'Visitor', email: 'real.visitor@company.example' }),
    })
    expect(error).toBeNull()
    const visitorId = (data as { id: string }).id
    acknowledged.push(visitorId)

    // The flooder is refused past its own limit, with a clear message, and nobody else is.
    expect([...refusals.keys()]).toEqual(['Too many inquiries from your network in the last few minutes. Please try again later.'])
    expect(acknowledged.length + [...refusals.values()].reduce((a, b) => a + b, 0)).toBe(1001)

    const stored = await stack.db.query<{ id: string; screening: string; email: string }>(
      'select id, screening, email from public.customer_inquiries',
    )
    const storedIds = new Set(stored.rows.map((row) => row.id))
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([])
    expect(stored.rows.find((row) => row.id === visitorId)).toMatchObject({ screening: 'clear', email: 'real.visitor@company.example' })

    const by = (screening: string) => stored.rows.filter((row) => row.screening === screening && row.id !== visitorId).length
    const counts = { clear: by('clear'), held: by('held'), spam: by('spam') }
    // The flooder's first 10 are clear (bots among them spam), the next 20 held or spam.
    expect(counts.clear + counts.held + counts.spam).toBe(30)
    expect(counts.spam).toBeGreaterThan(0)
    expect(counts.held).toBeGreaterThan(0)
    expect(counts.clear).toBeLessThanOrEqual(10)
  })
})

describe('X-Forwarded-For written by the client', () => {
  let next = 10_000

  /** Sends `count` inquiries from `source`, each with the X-Forwarded-For `forge(i)` gives (none when undefined). */
  async function send(source: string, count: number, forge: (i: number) => string | undefined = () => undefined) {
    const client = stack.anonClient({ sourceAddress: source })
    const outcome = { clear: 0, held: 0, refused: 0 }
    for (let i = 0; i < count; i += 1) {
      next += 1
      const call = client.rpc('submit_inquiry', { payload: inquiry(next) })
      const forged = forge(i)
      const { data, error } = await (forged ? call.setHeader('X-Forwarded-For', forged) : call)
      if (error) {
        expect(error.message).toBe('Too many inquiries from your network in the last few minutes. Please try again later.')
        outcome.refused += 1
        continue
      }
      const row = await stack.db.query<{ screening: 'clear' | 'held' }>(
        'select screening from public.customer_inquiries where id = $1', [(data as { id: string }).id])
      outcome[row.rows[0]!.screening] += 1
    }
    return outcome
  }

  it('a client rotating a forged address fares no better than one sending none', { timeout: 60_000 }, async () => {
    await stack.db.exec('delete from public.customer_inquiries')
    const plain = await send(newSourceAddress(), 40)
    await stack.db.exec('delete from public.customer_inquiries')
    const rotating = await send(newSourceAddress(), 40, (i) => `198.51.100.${i + 1}`)
    expect(plain).toEqual({ clear: 10, held: 20, refused: 10 })
    expect(rotating).toEqual(plain)
  })

  it("forging a victim's address never refuses the victim", { timeout: 60_000 }, async () => {
    await stack.db.exec('delete from public.customer_inquiries')
    const victim = newSourceAddress()
    const attacker = await send(newSourceAddress(), 35, () => victim)
    expect(attacker).toEqual({ clear: 10, held: 20, refused: 5 })
    expect(await send(victim, 1)).toEqual({ clear: 1, held: 0, refused: 0 })
  })
})
