/**
 * The flood probe against the local stack: one client address sends 1,000 inquiries (some of
 * them bot-like), then a visitor from another address sends one. The visitor is stored and
 * acknowledged; every acknowledged inquiry is in the table; held and spam inquiries are counted
 * apart from the inbox. (scripts/probe-lead-capture.ts measures the same with timings.)
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
