/**
 * rpc/submit_inquiry: the server checks what the forms check, caps sizes and rejects floods.
 * Every bad input gets a clear message and leaves the table as it was.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InquiryPayload } from '@/content/types'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let anon: SupabaseClient<Database>
let service: SupabaseClient<Database>
let emailCounter = 0

function payload(overrides: Partial<Record<keyof InquiryPayload, unknown>> = {}): InquiryPayload {
  emailCounter += 1
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${emailCounter}@example.com`,
    phone: '+44 20 7946 0958',
    company: 'Analytical Engines Ltd',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '3-6 months',
    message: 'We would like a web application for our engines.',
    source_page: 'contact',
    ...overrides,
  } as InquiryPayload
}

async function rowCount(): Promise<number> {
  const { count, error } = await service.from('customer_inquiries').select('*', { count: 'exact', head: true })
  if (error) throw error
  return count ?? 0
}

async function expectRejected(input: unknown, message: RegExp | string) {
  const before = await rowCount()
  const { data, error } = await anon.rpc('submit_inquiry', { payload: input as never })
  expect(data).toBeNull()
  expect(error?.message).toMatch(message)
  expect(await rowCount()).toBe(before)
}

beforeAll(async () => {
  stack = await startTestStack()
  anon = stack.anonClient()
  service = stack.serviceClient()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  // Each case starts under the flood limits.
  await service.from('customer_inquiries').delete().not('id', 'is', null)
})

describe('a valid inquiry', () => {
  it('is stored with status new and answers with its id and created_at only', async () => {
    const sent = payload({ source_page: 'home-simple' })
    const result = await submitInquiry(anon, sent)
    expect(Object.keys(result).sort()).toEqual(['createdAt', 'id'])
    const { data } = await service.from('customer_inquiries').select('*').eq('id', result.id).single()
    expect(data).toMatchObject({
      first_name: 'Ada',
      email: sent.email,
      source_page: 'home-simple',
      status: 'new',
      deleted_at: null,
    })
  })

  it("accepts the quick form's mapping", async () => {
    await expect(
      submitInquiry(anon, payload({
        last_name: 'Not Provided',
        phone: '',
        company: '',
        service_interest: 'General Inquiry',
        budget_range: 'To be discussed',
        project_timeline: 'To be discussed',
        source_page: 'home-simple',
      })),
    ).resolves.toHaveProperty('id')
  })

  it('stores HTML in every field as plain text', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    const result = await submitInquiry(anon, payload({ first_name: html, last_name: html, company: html, message: html }))
    const { data } = await service.from('customer_inquiries').select('*').eq('id', result.id).single()
    expect(data?.message).toBe(html)
    expect(data?.first_name).toBe(html)
  })
})

describe('a bad inquiry is refused with a clear message and changes nothing', () => {
  it.each([
    ['first_name missing', { first_name: undefined }, 'First name is required.'],
    ['last_name missing', { last_name: '' }, 'Last name is required.'],
    ['first_name blank', { first_name: '   ' }, 'First name is required.'],
    ['first_name too long', { first_name: 'x'.repeat(101) }, 'Names must be at most 100 characters.'],
    ['email missing', { email: '' }, 'Please enter a valid email address'],
    ['email invalid', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    ['phone with letters', { phone: 'call me maybe' }, 'Please enter a valid phone number.'],
    ['company too long', { company: 'c'.repeat(201) }, 'Company must be at most 200 characters.'],
    ['unknown service', { service_interest: 'Time travel' }, 'Please select a service'],
    ['service missing', { service_interest: undefined }, 'Please select a service'],
    ['unknown budget', { budget_range: '$1' }, 'Please select a budget range'],
    ['unknown timeline', { project_timeline: 'yesterday' }, 'Please select a timeline'],
    ['message missing', { message: '' }, 'Message must be at least 10 characters'],
    ['message too short', { message: 'too short' }, 'Message must be at least 10 characters'],
    ['message of spaces', { message: '            ' }, 'Message must be at least 10 characters'],
    ['message too long', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['unknown form', { source_page: 'elsewhere' }, 'Unknown form.'],
    ['a number for a name', { first_name: 42 }, 'The field first_name must be text.'],
    ['an object for the message', { message: { text: 'hello there friend' } }, 'The field message must be text.'],
    ['a list for the email', { email: ['a@b.co'] }, 'The field email must be text.'],
  ])('%s', async (_name, overrides, message) => {
    await expectRejected(payload(overrides as Partial<Record<keyof InquiryPayload, unknown>>), message)
  })

  it('a 100 KB message', async () => {
    await expectRejected(payload({ message: 'x'.repeat(100_000) }), 'The inquiry is too large.')
  })

  it('a payload that is not an object', async () => {
    await expectRejected(['not', 'an', 'object'], 'The inquiry must be a JSON object.')
    await expectRejected('just text', 'The inquiry must be a JSON object.')
  })

  it('through the service, with the catalogue prefix', async () => {
    await expect(submitInquiry(anon, payload({ email: 'nope' }))).rejects.toThrow(
      'Failed to submit inquiry: Please enter a valid email address',
    )
  })
})

describe('floods', () => {
  it('a burst of 50 from one address stops after 5 with a clear error', async () => {
    const email = 'burst@example.com'
    const results = []
    for (let i = 0; i < 50; i += 1) {
      results.push(await anon.rpc('submit_inquiry', { payload: payload({ email }) as never }))
    }
    expect(results.filter((r) => !r.error)).toHaveLength(5)
    expect(results[5].error?.message).toBe(
      'Too many inquiries from this email address. Please try again in a few minutes.',
    )
    expect(await rowCount()).toBe(5)
  })

  it('more than 30 a minute from anyone are refused', async () => {
    const results = []
    for (let i = 0; i < 35; i += 1) results.push(await anon.rpc('submit_inquiry', { payload: payload() as never }))
    expect(results.filter((r) => !r.error)).toHaveLength(30)
    expect(results[30].error?.message).toBe(
      'We are receiving too many inquiries right now. Please try again in a minute.',
    )
    expect(await rowCount()).toBe(30)
  })
})
